/**
 * Where each lead form lives: its page and the id of the section that holds it. Apart from lead-forms.ts so the links
 * every page draws (Talk to Sales) do not bring the forms' schemas into the first load.
 */
import type { LeadFormType } from "./lead-forms.ts";
import { pagePath } from "./page-paths.ts";

/** The page that holds each form, and takes its posts without JavaScript. */
export const leadFormPages = {
  "contact-sales": pagePath("contactSales"),
  "contact-message": pagePath("contact"),
} as const satisfies Record<LeadFormType, string>;

/** The id of the section that holds a form on its page: links to the form land there, with JavaScript or without. */
export const formAnchor = (formType: LeadFormType): string => `${formType}-form`;

/** Where a link to a form leads: its page, at the form. */
export const formHref = (formType: LeadFormType): string => `${leadFormPages[formType]}#${formAnchor(formType)}`;
