/**
 * Addresses that moved (content/redirects.json, editable in /admin): each old path answers 301 with its page's
 * path. A static host gets the same list as `_redirects` (Netlify's and Cloudflare Pages' format), written by the
 * build when the list is not empty.
 */
import type { Hono } from "hono";
import { redirects as contentRedirects, type Redirect } from "#content/redirects.ts";

export const STATIC_HOST_REDIRECTS_FILE = "_redirects";

export const addRedirects = (app: Hono, redirects: readonly Redirect[] = contentRedirects): void => {
  for (const redirect of redirects)
    app.on(["GET", "HEAD"], [redirect.from, `${redirect.from}/`], (c) => c.redirect(redirect.to, 301));
};

/** `_redirects`: one `from to 301` line per moved page, or undefined when no page has moved. */
export const staticHostRedirects = (redirects: readonly Redirect[] = contentRedirects): string | undefined =>
  redirects.length === 0 ? undefined : `${redirects.map((redirect) => `${redirect.from} ${redirect.to} 301`).join("\n")}\n`;
