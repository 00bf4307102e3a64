/** `send-contact-message`: the Get in Touch form (the footer's Contact button). */
import { createLeadFunction, type LeadFunctionDependencies } from "./lead-function.ts";

export const sendContactMessage = (dependencies: LeadFunctionDependencies) => createLeadFunction("contact-message", dependencies);
