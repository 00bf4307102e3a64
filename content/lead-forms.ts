/**
 * What the two lead forms say, from content/lead-forms.json: title, field labels, placeholders, what a refused field
 * says and the messages around sending. The forms show them, the server answers refused fields with them and its lead
 * email labels fields with them. The rules (schemas, limits) are in core/lead-forms.ts.
 */
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { LeadFormsContent } from "#core/content-schemas/lead-forms.ts";
import { type ContactMessage, type ContactSales, type LeadFormType, leadFormRules } from "#core/lead-forms.ts";
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
  /** `book` only where a sent form offers a demo at once (the sales team's). */
  sent: LeadFormsContent["contactMessage"]["sent"] & { book?: string };
};

/** Each form's copy by its type, as core/lead-forms.ts names the forms. */
export const leadFormCopy: Record<LeadFormType, LeadFormCopy> = {
  "contact-sales": contactSalesFormCopy,
  "contact-message": contactMessageFormCopy,
};

/**
 * Each form's rules (core/lead-forms.ts) with its words, and its schema, which answers a refused field with the
 * field's message: what a form component, the functions and a test of one need.
 */
export const leadForms = {
  "contact-sales": {
    ...leadFormRules["contact-sales"],
    ...contactSalesFormCopy,
    schema: leadFormRules["contact-sales"].schemaWith(contactSalesFormCopy.fieldMessages),
  },
  "contact-message": {
    ...leadFormRules["contact-message"],
    ...contactMessageFormCopy,
    schema: leadFormRules["contact-message"].schemaWith(contactMessageFormCopy.fieldMessages),
  },
} as const;
