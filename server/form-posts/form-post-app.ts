/**
 * Both lead forms without JavaScript. The page that holds a form (`leadForms[…].pagePath`) takes an ordinary form post,
 * hands it to the same backend function as the JSON path, through the functions app with the original connection
 * (so the origin check, rate limit, idempotency, honeypot, storage and delivery are the very same code), and answers
 * with that page showing the outcome. Nothing the visitor typed ever appears in a URL.
 */
import { createHash } from "node:crypto";
import { type Context, Hono } from "hono";
import { formPostMessages } from "#content/lead-forms.ts";
import { type LeadFormType, leadForms, MAX_REQUEST_BYTES } from "#core/lead-forms.ts";
import type { Logger } from "#server/logger.ts";
import { parseContentType } from "#server/media-type.ts";
import { limitRequestBody } from "#server/request-body-limit.ts";
import {
  type CspOptions,
  contentSecurityPolicy,
  isHttps,
  securityHeaderRecord,
  withSecurityHeaders,
} from "#server/security-headers.ts";
import type { StaticSite } from "#server/static-site.ts";
import { type FormOutcome, renderAnswerPage } from "./answer-page.ts";
import { isFormMediaType, readFormBody } from "./form-body.ts";

export type FormPostAppOptions = {
  site: StaticSite;
  /** The backend functions app (routes `/:name`), as the server mounts it. */
  functionsApp: Hono;
  logger: Logger;
  csp: CspOptions;
};

/** What the function said, for the answer page. */
type FunctionAnswer = { id?: string; error?: string; fields?: Record<string, string> };

/**
 * A form post carries no Idempotency-Key, so the key is the submission itself: the same fields sent again the same day
 * (a double click, a reload that re-posts) are the same lead.
 */
const idempotencyKeyFor = (formType: LeadFormType, fields: Record<string, string>): string => {
  const day = new Date().toISOString().slice(0, 10);
  const canonical = JSON.stringify(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : 1)));
  return `form-post-${createHash("sha256").update(`${formType}\n${day}\n${canonical}`).digest("base64url")}`;
};

export const createFormPostApp = ({ site, functionsApp, logger, csp }: FormPostAppOptions): Hono => {
  const app = new Hono();

  const answer = (c: Context, formType: LeadFormType, status: number, outcome: FormOutcome): Response => {
    const page = site.files.get(leadForms[formType].pagePath);
    if (!page) throw new Error(`The build has no page at ${leadForms[formType].pagePath}.`);
    const html = renderAnswerPage(page.body.toString("utf8"), formType, outcome);
    return withSecurityHeaders(
      new Response(html, {
        status,
        headers: {
          "Content-Type": "text/html; charset=utf-8",
          "Cache-Control": "no-store",
          ...securityHeaderRecord({
            // The answer page has no scripts of its own left: `script-src 'self'` with no hashes.
            csp: contentSecurityPolicy([], csp),
            https: isHttps(c.req.url, c.req.header("x-forwarded-proto")),
          }),
        },
      }),
    );
  };

  for (const [formType, form] of Object.entries(leadForms) as [LeadFormType, (typeof leadForms)[LeadFormType]][]) {
    const tooLarge = (c: Context) =>
      answer(c, formType, 413, {
        kind: "refused",
        values: {},
        fieldErrors: {},
        message: formPostMessages.tooLarge(MAX_REQUEST_BYTES / 1024),
      });

    app.post(form.pagePath, limitRequestBody(MAX_REQUEST_BYTES, tooLarge), async (c) => {
      if (!isFormMediaType(parseContentType(c.req.header("content-type")).mediaType)) {
        return answer(c, formType, 415, { kind: "refused", values: {}, fieldErrors: {}, message: formPostMessages.unsupported });
      }
      const body = await readFormBody(c.req.raw);
      if (!body.readable) {
        // The visitor's client sent it malformed: nothing to fix on our side, so one line and no stack.
        logger.warn({ path: c.req.path, contentType: c.req.header("content-type"), reason: body.reason }, "form post unreadable");
        return answer(c, formType, 400, { kind: "refused", values: {}, fieldErrors: {}, message: formPostMessages.unreadable });
      }
      const values = body.fields;
      const headers = new Headers({
        "content-type": "application/json",
        "idempotency-key": idempotencyKeyFor(formType, values),
      });
      for (const name of ["origin", "host", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", "user-agent"]) {
        const value = c.req.header(name);
        if (value) headers.set(name, value);
      }
      const request = new Request(new URL(`/${form.functionName}`, c.req.url), {
        method: "POST",
        headers,
        body: JSON.stringify({ ...values, page: form.pagePath }),
      });
      // The same env, so the functions see the visitor's connection (its address, for the rate limit).
      const response = await functionsApp.fetch(request, c.env);
      const result = (await response.json().catch(() => ({}))) as FunctionAnswer;
      if (response.ok) return answer(c, formType, 200, { kind: "accepted" });
      return answer(c, formType, response.status, {
        kind: "refused",
        values,
        fieldErrors: result.fields ?? {},
        message: response.status === 400 && result.fields ? formPostMessages.fixFields : result.error,
      });
    });
  }
  return app;
};
