import { z } from "zod";
import { copy, paragraph } from "./fields.ts";

const messages = (submitting: string) =>
  z
    .object({
      submit: copy("Send button"),
      submitting: copy("While sending", `The spec's exact words: ${submitting}`),
      success: copy("Sent", "The spec's exact words (§8): the tests pin them."),
      failure: copy("Not sent", "The spec's exact words (§8): the tests pin them."),
    })
    .meta({ title: "Messages" });

const sent = () =>
  z
    .object({
      next: paragraph("What happens next", "Under the sent message, in place of the form once it is sent."),
      close: copy("Close button", "Closes the form's dialog once it is sent."),
      onward: copy("Onward link", "Leads to the home page from the form's own page once it is sent."),
    })
    .meta({ title: "Once sent" });

const dialog = () =>
  z
    .object({ title: copy("Title"), description: paragraph("Text", "Under the dialog's title.") })
    .meta({ title: "Dialog", description: "The form's dialog, opened from a Talk to Sales or Contact button." });

/** content/lead-forms.json: what the two lead forms say. The forms show it; the server's lead e-mail uses the labels. */
export const leadFormsContentSchema = z.object({
  contactSales: z
    .object({
      title: copy("Title"),
      labels: z
        .object({
          companyName: copy("Company name"),
          contactName: copy("Name"),
          email: copy("E-mail"),
          role: copy("Role"),
          industry: copy("Industry"),
          location: copy("Location"),
          currentTools: copy("Current tools"),
          primaryGoal: copy("Goal"),
        })
        .meta({ title: "Field labels" }),
      placeholders: z
        .object({
          companyName: copy("Company name"),
          role: copy("Role"),
          industry: copy("Industry", "The empty choice of the select."),
          location: copy("Location", "The empty choice of the select."),
          currentTools: copy("Current tools"),
          primaryGoal: copy("Goal"),
        })
        .meta({ title: "Placeholders" }),
      dialog: dialog(),
      messages: messages("Submitting..."),
      sent: sent(),
    })
    .meta({ title: "Contact sales" }),
  contactMessage: z
    .object({
      title: copy("Title"),
      labels: z
        .object({ name: copy("Name"), email: copy("E-mail"), subject: copy("Subject"), message: copy("Message") })
        .meta({ title: "Field labels" }),
      placeholders: z.object({ subject: copy("Subject"), message: copy("Message") }).meta({ title: "Placeholders" }),
      dialog: dialog(),
      messages: messages("Sending..."),
      sent: sent(),
    })
    .meta({ title: "Get in touch" }),
  common: z
    .object({
      loading: copy("While the form loads", "Read out by screen readers."),
      required: copy("Required", "Read out after a required field's label."),
      optional: copy("Optional", "After an optional field's label."),
      honeypot: copy("Hidden field", "The label of a field only spam bots see and fill in."),
      privacyNote: copy("Privacy note", "Under the send button; {privacyPolicy} is the link to the privacy policy."),
      privacyPolicy: copy("Privacy policy link"),
      newTab: copy("New tab notice", "Read out after the link, which opens in a new tab."),
    })
    .meta({ title: "Both forms" }),
});

export type LeadFormsContent = z.infer<typeof leadFormsContentSchema>;

/** content/form-post-messages.json: what a form posted without JavaScript says when the server refuses it. Server only. */
export const formPostMessagesContentSchema = z.object({
  fixFields: paragraph("Fields to fix"),
  tooLarge: paragraph("Too long", "{maxKb} is the largest form the server takes, in KB."),
  unsupported: paragraph("Sent from elsewhere"),
  unreadable: paragraph("Unreadable"),
});

export type FormPostMessagesContent = z.infer<typeof formPostMessagesContentSchema>;
