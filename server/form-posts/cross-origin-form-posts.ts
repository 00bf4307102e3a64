/**
 * Both lead forms posted without JavaScript straight to their functions: the shape where the pages are on a static
 * host and the functions elsewhere (Supabase), so no server of ours holds the form's page. The function stores the
 * lead as its JSON path does (forward-form-post.ts), then:
 * - accepted: 303 See Other to the form's page at `#<form type>-sent`, whose stylesheet shows the success message in
 *   place of the form (app.css; no script needed), so a reload re-posts nothing;
 * - refused: the answer to the POST is the form's own page, fetched from the site, with what was typed kept and each
 *   field's message under it (answer-page.ts), its links and styles at the site.
 * Nothing the visitor typed ever appears in a URL. See docs/decisions/092-forms-without-javascript-from-a-cdn.md.
 */
import { type Context, Hono } from "hono";
import { formPostMessages } from "#content/form-post-messages.ts";
import { leadForms } from "#content/lead-forms.ts";
import { formSentAnchor, type LeadFormType, MAX_REQUEST_BYTES } from "#core/lead-forms.ts";
import type { Logger } from "#server/logger.ts";
import { limitRequestBody } from "#server/request-body-limit.ts";
import { answerPageFromElsewherePolicy, isHttps, securityHeaderRecord } from "#server/security-headers.ts";
import { type FormOutcome, renderAnswerPage } from "./answer-page.ts";
import { handleFormPost } from "./forward-form-post.ts";

export type CrossOriginFormPostsOptions = {
  /** The backend functions app (routes `/:name`). */
  functionsApp: Hono;
  logger: Logger;
  /** Where the pages are (SITE_URL); read when a form is posted. */
  siteUrl: () => string;
  /** How a page of the site is read; `fetch` by default. */
  fetchPage?: (url: string) => Promise<string>;
  /** TRUST_PROXY, for whether the answer goes out over https (HSTS). */
  trustProxyHops: number;
};

const PAGE_CACHE_MS = 5 * 60_000;

const fetchText = async (url: string): Promise<string> => {
  const response = await fetch(url, { redirect: "follow", signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`The site answered ${response.status} for ${url}.`);
  return response.text();
};

const formTypeOfFunction = new Map(
  (Object.entries(leadForms) as [LeadFormType, (typeof leadForms)[LeadFormType]][]).map(([formType, form]) => [
    form.functionName as string,
    formType,
  ]),
);

export const createCrossOriginFormPosts = ({
  functionsApp,
  logger,
  siteUrl,
  fetchPage = fetchText,
  trustProxyHops,
}: CrossOriginFormPostsOptions): Hono => {
  const app = new Hono();
  // Each instance reads a form's page once in a while, not once per refused post.
  const pages = new Map<string, { html: Promise<string>; until: number }>();
  const pageHtml = (url: string): Promise<string> => {
    const cached = pages.get(url);
    if (cached && cached.until > Date.now()) return cached.html;
    const html = fetchPage(url);
    pages.set(url, { html, until: Date.now() + PAGE_CACHE_MS });
    html.catch(() => pages.delete(url));
    return html;
  };

  const site = () => new URL(siteUrl()).origin;

  const answer = async (c: Context, formType: LeadFormType, status: number, outcome: FormOutcome): Promise<Response> => {
    const pagePath = leadForms[formType].pagePath;
    if (outcome.kind === "accepted") {
      return new Response(null, {
        status: 303,
        headers: { Location: `${site()}${pagePath}#${formSentAnchor(formType)}`, "Cache-Control": "no-store" },
      });
    }
    const html = renderAnswerPage(await pageHtml(`${site()}${pagePath}`), formType, outcome, { baseUrl: `${site()}/` });
    return new Response(html, {
      status,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": "no-store",
        ...securityHeaderRecord({
          csp: answerPageFromElsewherePolicy(site()),
          https: isHttps(c.req.url, c.req.header("x-forwarded-proto"), trustProxyHops),
        }),
      },
    });
  };

  const formTypeOf = (c: Context): LeadFormType | undefined => formTypeOfFunction.get(c.req.param("name") ?? "");

  app.post(
    "/:name",
    limitRequestBody(
      MAX_REQUEST_BYTES,
      (c) =>
        // The body limit answers at once, and the page would have to be read from the site: the message alone.
        new Response(formPostMessages.tooLarge(MAX_REQUEST_BYTES / 1024), {
          status: 413,
          headers: {
            "Content-Type": "text/plain; charset=utf-8",
            ...securityHeaderRecord({ https: isHttps(c.req.url, c.req.header("x-forwarded-proto"), trustProxyHops) }),
          },
        }),
    ),
    async (c) => {
      const formType = formTypeOf(c);
      if (!formType) return c.notFound();
      return handleFormPost(c, { functionsApp, logger }, formType, answer);
    },
  );
  return app;
};
