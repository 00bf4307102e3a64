/**
 * Any page's copy by id, read from the file its declaration names (core/pages.ts) with the site's facts filled in, and
 * the breadcrumbs built from the pages' names. Node only: routes call it in their loader, which runs at prerender, so
 * a page that reads its copy here needs no accessor of its own.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fillPlaceholders } from "#core/content-placeholders.ts";
import { type Crumb, linkHref, type SinglePageId } from "#core/page-paths.ts";
import { type NamedPageId, type PageCopy, type PageId, page, pages } from "#core/pages.ts";
import { brandFacts } from "./site.ts";

export const pageCopy = <Id extends PageId>(id: Id): PageCopy<Id> =>
  fillPlaceholders(JSON.parse(readFileSync(join(process.cwd(), page(id).copy.file), "utf8")), brandFacts);

/** What breadcrumbs, the structured data and the sales team's CRM call a page: its copy's `name`. */
export const pageName = (id: NamedPageId): string => (pageCopy(id) as { name: string }).name;

/**
 * Home, then each page given by id (a single page with a name) or as a crumb: the trail of a page's breadcrumbs and of
 * its BreadcrumbList data.
 */
export const breadcrumbTrail = (...crumbs: readonly ((NamedPageId & SinglePageId) | Crumb)[]): Crumb[] =>
  (["home", ...crumbs] as const).map((crumb) =>
    typeof crumb === "string" ? { name: pageName(crumb), path: linkHref({ page: crumb }) } : crumb,
  );

/** The name of the single page at a path, or undefined (a family's member, a page without a name, no page). */
export const pageNameAt = (path: string): string | undefined => {
  const found = pages.find((entry) => entry.path === path);
  if (!found) return undefined;
  const name = (pageCopy(found.id) as { name?: unknown }).name;
  return typeof name === "string" ? name : undefined;
};
