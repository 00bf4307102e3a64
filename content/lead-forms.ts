/**
 * What the two lead forms say: title, field labels, placeholders and the messages around sending. The forms show
 * them and the server's lead e-mail uses the same labels (both read them through core/lead-forms.ts).
 */
import type { ContactMessage, ContactSales } from "#core/lead-forms.ts";

export const contactSalesFormCopy = {
  title: "Contact sales",
  labels: {
    companyName: "Company name",
    contactName: "Your name",
    email: "Work e-mail",
    role: "Role",
    industry: "Industry",
    location: "Location",
    currentTools: "Tools you use today",
    primaryGoal: "What you want to achieve",
  } satisfies Record<keyof ContactSales, string>,
  placeholders: {
    companyName: "Acme Inc.",
    role: "Head of Product",
    industry: "Choose your industry",
    location: "Choose your country",
    currentTools: "Jira, Productboard, Notion…",
    primaryGoal: "For example: cut discovery from weeks to days, or get PRDs into Jira faster.",
  } satisfies Partial<Record<keyof ContactSales, string>>,
  messages: {
    submit: "Contact sales",
    submitting: "Submitting...",
    success: "Thank you! We'll be in touch soon.",
    failure: "Failed to submit form. Please try again.",
  },
} as const;

/** The Get in Touch form (the footer's Contact button); its backend function is send-contact-message. */
export const getInTouchFormCopy = {
  title: "Get in touch",
  labels: {
    name: "Name",
    email: "E-mail",
    subject: "Subject",
    message: "Message",
  } satisfies Record<keyof ContactMessage, string>,
  placeholders: {
    subject: "What is it about?",
    message: "How can we help?",
  } satisfies Partial<Record<keyof ContactMessage, string>>,
  messages: {
    submit: "Send message",
    submitting: "Sending...",
    success: "Thank you! We'll get back to you soon.",
    failure: "Failed to submit form. Please try again.",
  },
} as const;

/** What a form posted without JavaScript says above its button when the server refuses it as a whole. */
export const formPostMessages = {
  fixFields: "Some fields need your attention: see the messages under them, then send the form again.",
  tooLarge: (maxKb: number) =>
    `Your message is longer than we can take (at most ${maxKb} KB). Please shorten it and send the form again.`,
  unsupported: "Send the form from its page on this site.",
  unreadable: "Your browser sent the form in a way we could not read. Please fill it in again and send it.",
} as const;
