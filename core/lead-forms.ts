/**
 * The two lead forms as the browser and the server both see them: zod schemas, length limits and the request
 * envelope (page, first-touch attribution, honeypot). What the forms say (labels, placeholders, the field messages, the
 * messages around sending) is in content/lead-forms.json, read through content/lead-forms.ts, which makes each form's
 * schema with its field messages and imports the types from here: never the other way round.
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

/**
 * What a field says when its value is refused: missing, too long ("{limit}" is the limit, written out as "5,000"), or
 * not valid (an e-mail address). The words are content (content/lead-forms.json); the rules are here.
 */
export type FieldMessages = { missing: string; tooLong: string };
export type EmailMessages = FieldMessages & { invalid: string };
type ChoiceMessages = { missing: string };
type OptionalMessages = { tooLong: string };

const tooLong = (messages: { tooLong: string }, max: number) =>
  messages.tooLong.replaceAll("{limit}", withThousandsSeparators(max));

/**
 * At most `max` UTF-16 code units, as a browser's maxLength counts them. zod 4's maxLength counts code points instead
 * (an emoji is one, where maxLength counts two), which let a name of 70 emoji, 140 units, past a limit of 120.
 */
const maxUnits = (max: number, message: string) => z.refine<string>((value) => value.length <= max, message);

const singleLine = (messages: FieldMessages, max: number) =>
  z
    .string({ error: messages.missing })
    .check(z.overwrite(asSingleLine), z.minLength(1, messages.missing), maxUnits(max, tooLong(messages, max)));

const optionalText = (messages: OptionalMessages, max: number) =>
  z.optional(z.string({ error: tooLong(messages, max) }).check(z.overwrite(asMultiLine), maxUnits(max, tooLong(messages, max))));

const requiredText = (messages: FieldMessages, max: number) =>
  z
    .string({ error: messages.missing })
    .check(z.overwrite(asMultiLine), z.minLength(1, messages.missing), maxUnits(max, tooLong(messages, max)));

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

const emailAddress = (messages: EmailMessages, max: number) => z.pipe(singleLine(messages, max), z.email(messages.invalid));

export type ContactSalesFieldMessages = {
  companyName: FieldMessages;
  contactName: FieldMessages;
  email: EmailMessages;
  role: FieldMessages;
  industry: ChoiceMessages;
  location: ChoiceMessages;
  currentTools: OptionalMessages;
  primaryGoal: OptionalMessages;
};

export const contactSalesSchemaWith = (messages: ContactSalesFieldMessages) =>
  z.object({
    companyName: singleLine(messages.companyName, contactSalesMaxLengths.companyName),
    contactName: singleLine(messages.contactName, contactSalesMaxLengths.contactName),
    email: emailAddress(messages.email, contactSalesMaxLengths.email),
    role: singleLine(messages.role, contactSalesMaxLengths.role),
    industry: z.enum(industries, { error: messages.industry.missing }),
    location: z.enum(locations, { error: messages.location.missing }),
    currentTools: optionalText(messages.currentTools, contactSalesMaxLengths.currentTools),
    primaryGoal: optionalText(messages.primaryGoal, contactSalesMaxLengths.primaryGoal),
  });

export type ContactMessageFieldMessages = {
  name: FieldMessages;
  email: EmailMessages;
  subject: FieldMessages;
  message: FieldMessages;
};

export const contactMessageSchemaWith = (messages: ContactMessageFieldMessages) =>
  z.object({
    name: singleLine(messages.name, contactMessageMaxLengths.name),
    email: emailAddress(messages.email, contactMessageMaxLengths.email),
    subject: singleLine(messages.subject, contactMessageMaxLengths.subject),
    message: requiredText(messages.message, contactMessageMaxLengths.message),
  });

type ContactSalesSchema = ReturnType<typeof contactSalesSchemaWith>;
type ContactMessageSchema = ReturnType<typeof contactMessageSchemaWith>;
export type ContactSalesInput = z.input<ContactSalesSchema>;
export type ContactSales = z.infer<ContactSalesSchema>;
export type ContactMessageInput = z.input<ContactMessageSchema>;
export type ContactMessage = z.infer<ContactMessageSchema>;

/** Context that is not the visitor's to correct: a bad value is dropped, never a reason to refuse the lead. */
const contextText = (max: number) =>
  z.catch(
    z.optional(z.string().check(z.overwrite(asSingleLine), maxUnits(max, `At most ${withThousandsSeparators(max)} units.`))),
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
 * Each stored form type's rules: the backend function it is sent to, the page that holds it (and takes its posts
 * without JavaScript), its schema given its field messages, and its fields' length limits. content/lead-forms.ts joins
 * them to the form's words as `leadForms[type]`, the schema made with the words' field messages.
 */
export const leadFormRules = {
  "contact-sales": {
    functionName: "send-contact-sales",
    pagePath: leadFormPages["contact-sales"],
    schemaWith: contactSalesSchemaWith,
    maxLengths: contactSalesMaxLengths,
  },
  "contact-message": {
    functionName: "send-contact-message",
    pagePath: leadFormPages["contact-message"],
    schemaWith: contactMessageSchemaWith,
    maxLengths: contactMessageMaxLengths,
  },
} as const;

/**
 * The id of a form's success message on its page. A function that stored a form posted without JavaScript sends the
 * visitor to the page at this fragment, and the stylesheet shows the message for it (app/app.css).
 */
export const formSentAnchor = (formType: LeadFormType): string => `${formType}-sent`;

export type LeadFunctionName = (typeof leadFormRules)[LeadFormType]["functionName"];

/** The JSON a function answers with. A spam submission gets exactly the accepted answer. */
export type LeadAccepted = { ok: true; id: string };
export type LeadRejected = { error: string; fields?: Record<string, string> };
