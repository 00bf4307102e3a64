/**
 * What the two lead forms say, from content/lead-forms.json: title, field labels, placeholders and the messages around
 * sending. The forms show them and the server's lead e-mail labels fields with them. The rules (schemas, limits, field
 * messages) are in core/lead-forms.ts.
 */
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { LeadFormsContent } from "#core/content-schemas/lead-forms.ts";
import { type ContactMessage, type ContactSales, leadForms as formRules, type LeadFormType } from "#core/lead-forms.ts";
import leadFormsFile from "./lead-forms.json" with { type: "json" };
import { brandFacts } from "./site.ts";

const content = fillPlaceholders(leadFormsFile as LeadFormsContent, brandFacts);

/** What both forms say: the loading notice, required and optional, the privacy note. */
export const commonFormCopy = content.common;

export const contactSalesFormCopy = content.contactSales satisfies {
  labels: Record<keyof ContactSales, string>;
  placeholders: Partial<Record<keyof ContactSales, string>>;
};

/** The Get in Touch form (the footer's Contact button); its backend function is send-contact-message. */
export const contactMessageFormCopy = content.contactMessage satisfies {
  labels: Record<keyof ContactMessage, string>;
  placeholders: Partial<Record<keyof ContactMessage, string>>;
};

export type LeadFormCopy = {
  title: string;
  labels: Record<string, string>;
  placeholders: Record<string, string>;
  dialog: LeadFormsContent["contactSales"]["dialog"];
  messages: LeadFormsContent["contactSales"]["messages"];
  sent: LeadFormsContent["contactSales"]["sent"];
};

/** Each form's copy by its type, as core/lead-forms.ts names the forms. */
export const leadFormCopy: Record<LeadFormType, LeadFormCopy> = {
  "contact-sales": contactSalesFormCopy,
  "contact-message": contactMessageFormCopy,
};

/** Each form's rules (core/lead-forms.ts) with its words: what a form component or a test of one needs. */
export const leadForms = {
  "contact-sales": { ...formRules["contact-sales"], ...contactSalesFormCopy },
  "contact-message": { ...formRules["contact-message"], ...contactMessageFormCopy },
} as const;
