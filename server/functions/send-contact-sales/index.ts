/** `send-contact-sales`: the contact-sales form (Talk to Sales dialog and /contact-sales). */
import { createLeadFunction, type LeadFunctionDependencies } from "#server/functions/_shared/lead-function.ts";

export const sendContactSales = (dependencies: LeadFunctionDependencies) => createLeadFunction("contact-sales", dependencies);
