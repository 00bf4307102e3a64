/** `send-contact-message`: the Get in Touch form (the footer's Contact button), stored as form type `contact-message`. */
import { createLeadFunction, type LeadFunctionDependencies } from "#server/functions/_shared/lead-function.ts";

export const sendContactMessage = (dependencies: LeadFunctionDependencies) => createLeadFunction("contact-message", dependencies);
