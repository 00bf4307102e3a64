/**
 * Addresses that moved (content/redirects.json, editable in /admin): each old path answers 301 with its page's
 * path. A static host gets the same list as `_redirects` (Netlify's and Cloudflare Pages' format), written by the
 * build. So does the old path of a deleted member of a folder family with an overview (core/content-files.ts
 * `removedTo`): a path of the family the build holds no page for answers 301 with the overview (decision 120).
 */
import type { Hono } from "hono";
import { redirects as contentRedirects, type Redirect } from "#content/redirects.ts";
import { contentFolders } from "#core/content-files.ts";
import { linkPath } from "#core/page-paths.ts";
import { SLUG } from "#core/page-slugs.ts";
import { type PageId, page, unknownPageIds } from "#core/pages.ts";

export const STATIC_HOST_REDIRECTS_FILE = "_redirects";

export const addRedirects = (app: Hono, redirects: readonly Redirect[] = contentRedirects): void => {
  for (const redirect of redirects)
    app.on(["GET", "HEAD"], [redirect.from, `${redirect.from}/`], (c) => c.redirect(redirect.to, 301));
};

/** Each folder family with an overview: the path its members share before their slug, and the overview's path. */
const removedMemberRules: readonly { prefix: string; to: string }[] = contentFolders.flatMap(({ page: id, removedTo }) => {
  if (removedTo === undefined) return [];
  if (unknownPageIds([removedTo]).length > 0) throw new Error(`${id}: removedTo: no page has the id "${removedTo}"`);
  return [{ prefix: page(id).path.replace(SLUG, ""), to: linkPath(removedTo as PageId) }];
});

/**
 * The overview a path the build has no file for answers 301 with, when it names a member of a folder family that
 * has one (a deleted integration's /integrations/<slug>); undefined for any other path, which stays a 404.
 */
export const removedMemberOverview = (path: string): string | undefined => {
  const rule = removedMemberRules.find(({ prefix }) => path.startsWith(prefix));
  const slug = rule && path.slice(rule.prefix.length).replace(/\/$/, "");
  // The router asks for a page's data at `<path>.data` on an in-app navigation: that stays a 404, so the app shows its
  // not-found page instead of reading the overview's HTML as data.
  return slug && !slug.includes("/") && !slug.endsWith(".data") ? rule.to : undefined;
};

/**
 * `_redirects`: one `from to 301` line per moved page, then a splat per folder family with an overview. A splat rule
 * is not forced, so Netlify serves a member's page before it and redirects only paths with no file (decision 120).
 */
export const staticHostRedirects = (redirects: readonly Redirect[] = contentRedirects): string | undefined => {
  const lines = [
    ...redirects.map((redirect) => `${redirect.from} ${redirect.to} 301`),
    ...removedMemberRules.map(({ prefix, to }) => `${prefix}* ${to} 301`),
  ];
  return lines.length === 0 ? undefined : `${lines.join("\n")}\n`;
};
