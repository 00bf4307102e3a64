/**
 * The two lead forms as the browser and the server both see them: zod schemas, length limits and the request
 * envelope (page, first-touch attribution, honeypot), with the field messages the spec's tests pin. What the forms say
 * (labels, placeholders, the messages around sending) is in content/lead-forms.json, read through content/lead-forms.ts,
 * which imports the types from here: never the other way round.
 */
// zod/mini: the same schemas as classic zod at a fraction of the bytes, which keeps /contact-sales in its budget.
import * as z from "zod/mini";
import { withThousandsSeparators } from "./format-number.ts";
import { leadFormPages } from "./lead-form-anchors.ts";
import { industries, locations } from "./lead-form-options.ts";

/** Longest accepted value of each kind of field, in UTF-16 code units (what a textarea's maxLength counts). */
export const limits = {
  name: 120,
  email: 254,
  role: 120,
  subject: 200,
  currentTools: 1_000,
  primaryGoal: 4_000,
  message: 5_000,
  page: 2_048,
  utm: 500,
  referrer: 2_048,
} as const;

/**
 * The largest request body either function reads. The longest valid submission, every character a three-byte one
 * in UTF-8 (Chinese, Japanese, Korean) and the context at its limits, is about 27 KB.
 */
export const MAX_REQUEST_BYTES = 32 * 1024;

/** The hidden field people never see; whatever a bot writes into it marks the submission as spam. */
export const HONEYPOT_FIELD = "website";

// Lone surrogates cannot be stored as UTF-8 (PostgreSQL rejects them in jsonb), and control characters have no
// business in a name or a subject line, where a line break could even split an e-mail header.
// (String.prototype.toWellFormed would do, but Safari before 16.4 lacks it.)
const wellFormed = (value: string): string =>
  value.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g, (unit) => (unit.length === 2 ? unit : "\uFFFD"));
const asSingleLine = (value: string): string =>
  wellFormed(value)
    .replace(/[\s\p{Cc}]+/gu, " ")
    .trim();
const asMultiLine = (value: string): string =>
  wellFormed(value)
    .replace(/\r\n?/g, "\n")
    .replace(/(?![\n\t])\p{Cc}/gu, "")
    .trim();

/** The message for a value over its limit, given the limit written out ("5,000"). */
type TooLong = (limit: string) => string;

/**
 * At most `max` UTF-16 code units, as a browser's maxLength counts them. zod 4's maxLength counts code points instead
 * (an emoji is one, where maxLength counts two), which let a name of 70 emoji, 140 units, past a limit of 120.
 */
const maxUnits = (max: number, tooLong: TooLong) =>
  z.refine<string>((value) => value.length <= max, tooLong(withThousandsSeparators(max)));

const singleLine = (missing: string, max: number, tooLong: TooLong) =>
  z.string({ error: missing }).check(z.overwrite(asSingleLine), z.minLength(1, missing), maxUnits(max, tooLong));

const optionalText = (max: number, tooLong: TooLong) =>
  z.optional(z.string({ error: tooLong(withThousandsSeparators(max)) }).check(z.overwrite(asMultiLine), maxUnits(max, tooLong)));

const requiredText = (missing: string, max: number, tooLong: TooLong) =>
  z.string({ error: missing }).check(z.overwrite(asMultiLine), z.minLength(1, missing), maxUnits(max, tooLong));

/**
 * The longest value of each field a visitor types, per form, in UTF-16 units: the schema refuses more, and each field's
 * `maxLength` (set from here by the form) stops typing at the same count.
 */
const contactSalesMaxLengths = {
  companyName: limits.name,
  contactName: limits.name,
  email: limits.email,
  role: limits.role,
  currentTools: limits.currentTools,
  primaryGoal: limits.primaryGoal,
} as const;

const contactMessageMaxLengths = {
  name: limits.name,
  email: limits.email,
  subject: limits.subject,
  message: limits.message,
} as const;

const emailAddress = (max: number) =>
  z.pipe(
    singleLine("Enter your e-mail address.", max, (limit) => `Keep the e-mail address to ${limit} characters or fewer.`),
    z.email("Enter a valid e-mail address, like name@company.com."),
  );

export const contactSalesSchema = z.object({
  companyName: singleLine(
    "Enter your company's name.",
    contactSalesMaxLengths.companyName,
    (limit) => `Keep the company name to ${limit} characters or fewer.`,
  ),
  contactName: singleLine(
    "Enter your name.",
    contactSalesMaxLengths.contactName,
    (limit) => `Keep your name to ${limit} characters or fewer.`,
  ),
  email: emailAddress(contactSalesMaxLengths.email),
  role: singleLine("Enter your role.", contactSalesMaxLengths.role, (limit) => `Keep the role to ${limit} characters or fewer.`),
  industry: z.enum(industries, { error: "Choose your industry." }),
  location: z.enum(locations, { error: "Choose your country, or Other." }),
  currentTools: optionalText(contactSalesMaxLengths.currentTools, (limit) => `Keep this to ${limit} characters or fewer.`),
  primaryGoal: optionalText(contactSalesMaxLengths.primaryGoal, (limit) => `Keep this to ${limit} characters or fewer.`),
});

export const contactMessageSchema = z.object({
  name: singleLine(
    "Enter your name.",
    contactMessageMaxLengths.name,
    (limit) => `Keep your name to ${limit} characters or fewer.`,
  ),
  email: emailAddress(contactMessageMaxLengths.email),
  subject: singleLine(
    "Enter a subject, so we know what it is about.",
    contactMessageMaxLengths.subject,
    (limit) => `Keep the subject to ${limit} characters or fewer.`,
  ),
  message: requiredText(
    "Write your message.",
    contactMessageMaxLengths.message,
    (limit) => `Keep the message to ${limit} characters or fewer.`,
  ),
});

export type ContactSalesInput = z.input<typeof contactSalesSchema>;
export type ContactSales = z.infer<typeof contactSalesSchema>;
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** Context that is not the visitor's to correct: a bad value is dropped, never a reason to refuse the lead. */
const contextText = (max: number) =>
  z.catch(
    z.optional(
      z.string().check(
        z.overwrite(asSingleLine),
        maxUnits(max, (limit) => `At most ${limit} units.`),
      ),
    ),
    undefined,
  );

/** First-touch attribution: the landing page's UTM parameters and referrer in this browser session. */
export const attributionSchema = z.object({
  utm_source: contextText(limits.utm),
  utm_medium: contextText(limits.utm),
  utm_campaign: contextText(limits.utm),
  utm_term: contextText(limits.utm),
  utm_content: contextText(limits.utm),
  referrer: contextText(limits.referrer),
});

export type Attribution = z.infer<typeof attributionSchema>;

/** What travels with every form: the page it was sent from and the attribution. */
export const leadContextSchema = z.object({
  page: contextText(limits.page),
  attribution: z.catch(z.optional(attributionSchema), undefined),
});

export type LeadContext = z.infer<typeof leadContextSchema>;

export type LeadFormType = "contact-sales" | "contact-message";

/** The body a function receives: the form's fields, its context and the honeypot, side by side. */
export type LeadRequest<Fields> = Fields & LeadContext & { [HONEYPOT_FIELD]?: string };

/**
 * Each stored form type: the backend function it is sent to, the page that holds it (and takes its posts without
 * JavaScript), its schema and its fields' length limits. Its words are content/lead-forms.ts's `leadFormCopy[type]`.
 */
export const leadForms = {
  "contact-sales": {
    functionName: "send-contact-sales",
    pagePath: leadFormPages["contact-sales"],
    schema: contactSalesSchema,
    maxLengths: contactSalesMaxLengths,
  },
  "contact-message": {
    functionName: "send-contact-message",
    pagePath: leadFormPages["contact-message"],
    schema: contactMessageSchema,
    maxLengths: contactMessageMaxLengths,
  },
} as const;

/**
 * The id of a form's success message on its page. A function that stored a form posted without JavaScript sends the
 * visitor to the page at this fragment, and the stylesheet shows the message for it (app/app.css).
 */
export const formSentAnchor = (formType: LeadFormType): string => `${formType}-sent`;

export type LeadFunctionName = (typeof leadForms)[LeadFormType]["functionName"];

/** The JSON a function answers with. A spam submission gets exactly the accepted answer. */
export type LeadAccepted = { ok: true; id: string };
export type LeadRejected = { error: string; fields?: Record<string, string> };
