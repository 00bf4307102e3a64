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

const missing = (field: string) => copy("When empty", `What ${field} says when it is left empty.`);
const tooLong = () => copy("When too long", "{limit} is the field's limit, e.g. 5,000.");
const fieldMessages = <Shape extends z.ZodRawShape>(fields: Shape) =>
  z.object(fields).meta({ title: "Field messages", description: "What each field says when its value is refused." });
const textMessages = (field: string) => z.object({ missing: missing(field), tooLong: tooLong() }).meta({ title: field });
const emailMessages = () =>
  z
    .object({
      missing: missing("the e-mail field"),
      tooLong: tooLong(),
      invalid: copy("When not an address", "What the e-mail field says when its value is not an address."),
    })
    .meta({ title: "E-mail" });
const choiceMessages = (field: string) => z.object({ missing: missing(field) }).meta({ title: field });
const optionalMessages = (field: string) => z.object({ tooLong: tooLong() }).meta({ title: field });
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
      fieldMessages: fieldMessages({
        companyName: textMessages("Company name"),
        contactName: textMessages("Name"),
        email: emailMessages(),
        role: textMessages("Role"),
        industry: choiceMessages("Industry"),
        location: choiceMessages("Location"),
        currentTools: optionalMessages("Current tools"),
        primaryGoal: optionalMessages("Goal"),
      }),
      sent: sent().extend({
        book: copy("Booking link", "Beside the sent message: books a demo at once, in the calendar the site's settings name."),
      }),
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
      fieldMessages: fieldMessages({
        name: textMessages("Name"),
        email: emailMessages(),
        subject: textMessages("Subject"),
        message: textMessages("Message"),
      }),
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
