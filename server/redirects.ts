/**
 * The pages that moved (`redirects` in core/page-registry.ts): each old path answers 301 with the page's current
 * path. A static host gets the same list as `_redirects` (Netlify's and Cloudflare Pages' format), written by the
 * build when the list is not empty.
 */
import type { Hono } from "hono";
import { pagePath } from "#core/page-paths.ts";
import { type Redirect, redirects as registryRedirects } from "#core/page-registry.ts";

export const STATIC_HOST_REDIRECTS_FILE = "_redirects";

export const addRedirects = (app: Hono, redirects: readonly Redirect[] = registryRedirects): void => {
  for (const redirect of redirects)
    app.on(["GET", "HEAD"], [redirect.from, `${redirect.from}/`], (c) => c.redirect(pagePath(redirect.to), 301));
};

/** `_redirects`: one `from to 301` line per moved page, or undefined when no page has moved. */
export const staticHostRedirects = (redirects: readonly Redirect[] = registryRedirects): string | undefined =>
  redirects.length === 0
    ? undefined
    : `${redirects.map((redirect) => `${redirect.from} ${pagePath(redirect.to)} 301`).join("\n")}\n`;
