/**
 * A lead form posted without JavaScript, handed to the same backend function as the JSON path: its fields as the
 * function's JSON body, with a key that makes a re-post of the same submission the same lead. The Node server's form
 * pages (form-post-app.ts) and the Supabase functions' own form answers (cross-origin-form-posts.ts) both use it, so
 * the origin check, rate limit, idempotency, honeypot, validation and storage are the function's, whichever answers.
 */
import { createHash } from "node:crypto";
import type { Context, Hono } from "hono";
import { formPostMessages } from "#content/form-post-messages.ts";
import { leadForms } from "#content/lead-forms.ts";
import type { Attribution, LeadFormType } from "#core/lead-forms.ts";
import { utmParameters } from "#core/utm-parameters.ts";
import type { Logger } from "#server/logger.ts";
import { isRequestCutOff } from "#server/request-cut-off.ts";
import type { FormOutcome } from "./answer-page.ts";
import { isFormPost, readFormBody } from "./form-body.ts";

/** What the function said, for the answer page. */
type FunctionAnswer = { id?: string; error?: string; fields?: Record<string, string> };

/** A refusal that names no field: the message shows above the form's button. */
export const refusedWith = (message: string): FormOutcome => ({ kind: "refused", values: {}, fieldErrors: {}, message });

/**
 * A form post carries no Idempotency-Key, so the key is the submission itself: the same fields sent again the same day
 * (a double click, a reload that re-posts) are the same lead.
 */
const idempotencyKeyFor = (formType: LeadFormType, fields: Record<string, string>): string => {
  const day = new Date().toISOString().slice(0, 10);
  const canonical = JSON.stringify(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : 1)));
  return `form-post-${createHash("sha256").update(`${formType}\n${day}\n${canonical}`).digest("base64url")}`;
};

/** The visitor's headers the function reads: the origin check, the rate limit's address, the log. */
const FORWARDED_HEADERS = ["origin", "host", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "user-agent"];

/**
 * The campaign of the page the form was sent from, read from its address: a post made before the page's scripts ran
 * (or without them) has no first touch stored by the page, but the browser names the page it came from. Read only when
 * that page is at the post's own origin, which the function then checks against the configuration.
 */
const campaignOfSendingPage = (c: Context): Attribution | undefined => {
  const referer = c.req.header("referer");
  const origin = c.req.header("origin");
  if (!referer || !origin || !URL.canParse(referer)) return undefined;
  const page = new URL(referer);
  const campaign = page.origin === origin ? utmParameters(page.search) : {};
  return Object.keys(campaign).length > 0 ? campaign : undefined;
};

/** How a caller answers the visitor: the form's page, or a redirect, from the outcome and the status. */
export type AnswerFormPost = (
  c: Context,
  formType: LeadFormType,
  status: number,
  outcome: FormOutcome,
) => Response | Promise<Response>;

/** Sends the post's fields to its function (at `/<function name>` of `functionsApp`) and says how it went. */
const forwardFormPost = async (
  functionsApp: Hono,
  formType: LeadFormType,
  c: Context,
  values: Record<string, string>,
): Promise<{ status: number; outcome: FormOutcome }> => {
  const form = leadForms[formType];
  const headers = new Headers({ "content-type": "application/json", "idempotency-key": idempotencyKeyFor(formType, values) });
  for (const name of FORWARDED_HEADERS) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  const request = new Request(new URL(`/${form.functionName}`, c.req.url), {
    method: "POST",
    headers,
    // The page the form was on: its own, or the one a form placed elsewhere names (a landing page's, lead-form-frame.tsx).
    body: JSON.stringify({
      ...values,
      page: values.page?.startsWith("/") ? values.page : form.pagePath,
      attribution: campaignOfSendingPage(c),
    }),
  });
  // The same env, so the functions see the visitor's connection (its address, for the rate limit).
  const response = await functionsApp.fetch(request, c.env);
  const result = (await response.json().catch(() => ({}))) as FunctionAnswer;
  if (response.ok) return { status: 200, outcome: { kind: "accepted" } };
  return {
    status: response.status,
    outcome: {
      kind: "refused",
      values,
      fieldErrors: result.fields ?? {},
      message: response.status === 400 && result.fields ? formPostMessages.fixFields : result.error,
    },
  };
};

/**
 * One post of a `formType` form: another body type is refused (415), a body that cannot be read is the visitor's
 * client's error (400, one warning, no stack), and a form's fields go to its function.
 */
export const handleFormPost = async (
  c: Context,
  { functionsApp, logger }: { functionsApp: Hono; logger: Logger },
  formType: LeadFormType,
  answer: AnswerFormPost,
): Promise<Response> => {
  if (!isFormPost(c.req.header("content-type"))) return answer(c, formType, 415, refusedWith(formPostMessages.unsupported));
  const body = await readFormBody(c.req.raw);
  if (!body.readable) {
    // A client that went away hears nothing more; the request log says so once.
    if (isRequestCutOff(c)) return answer(c, formType, 400, refusedWith(formPostMessages.unreadable));
    logger.warn({ path: c.req.path, contentType: c.req.header("content-type"), reason: body.reason }, "form post unreadable");
    return answer(c, formType, 400, refusedWith(formPostMessages.unreadable));
  }
  const { status, outcome } = await forwardFormPost(functionsApp, formType, c, body.fields);
  return answer(c, formType, status, outcome);
};
