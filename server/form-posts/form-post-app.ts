/**
 * Both lead forms without JavaScript. The page that holds a form (`leadForms[…].pagePath`) takes an ordinary form post,
 * hands it to the same backend function as the JSON path, through the functions app with the original connection
 * (so the origin check, rate limit, idempotency, honeypot, storage and delivery are the very same code), and answers
 * with that page showing the outcome. Nothing the visitor typed ever appears in a URL.
 */
import { type Context, Hono } from "hono";
import { formPostMessages } from "#content/form-post-messages.ts";
import { leadForms } from "#content/lead-forms.ts";
import { type LeadFormType, MAX_REQUEST_BYTES } from "#core/lead-forms.ts";
import type { Logger } from "#server/logger.ts";
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
import { handleFormPost, refusedWith } from "./forward-form-post.ts";

export type FormPostAppOptions = {
  site: StaticSite;
  /** The backend functions app (routes `/:name`), as the server mounts it. */
  functionsApp: Hono;
  logger: Logger;
  csp: CspOptions;
  /** TRUST_PROXY, for whether the answer goes out over https (HSTS). */
  trustProxyHops: number;
};

export const createFormPostApp = ({ site, functionsApp, logger, csp, trustProxyHops }: FormPostAppOptions): Hono => {
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
            https: isHttps(c.req.url, c.req.header("x-forwarded-proto"), trustProxyHops),
          }),
        },
      }),
    );
  };

  for (const [formType, form] of Object.entries(leadForms) as [LeadFormType, (typeof leadForms)[LeadFormType]][]) {
    const tooLarge = (c: Context) => answer(c, formType, 413, refusedWith(formPostMessages.tooLarge(MAX_REQUEST_BYTES / 1024)));

    app.post(form.pagePath, limitRequestBody(MAX_REQUEST_BYTES, tooLarge), (c) =>
      handleFormPost(c, { functionsApp, logger }, formType, answer),
    );
  }
  return app;
};
