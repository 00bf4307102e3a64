/**
 * Links to pages by id: `pagePath("pricing")`, `familyPath("integration", "jira")`, so a mistyped id fails the type
 * check. The paths are the declarations' (core/pages.ts); this module runs in the browser too, which gets them from
 * the build (core/page-path-map.ts).
 */
import { pagePaths } from "./page-path-map.ts";
import { type LegalDocumentSlug, type SampleSlug, SLUG } from "./page-slugs.ts";
import type { PageId } from "./pages.ts";

/** A link in a trail of breadcrumbs, and in its BreadcrumbList data: a page's name and path. */
export type Crumb = { name: string; path: string };

/** Pages that come in families: one path with `:slug`, one page per slug. */
export type FamilyId = {
  [Id in PageId]: (typeof pagePaths)[Id] extends `${string}${typeof SLUG}${string}` ? Id : never;
}[PageId];
export type SinglePageId = Exclude<PageId, FamilyId>;
/** The slugs a family's member may have: fixed for legal documents and samples, any for the blog and the folder families. */
export type FamilySlug<Id extends FamilyId> = Id extends "legalDocument"
  ? LegalDocumentSlug
  : Id extends "sample"
    ? SampleSlug
    : string;

/** The path of a single page. */
export const pagePath = (id: SinglePageId): string => pagePaths[id];

/** The path of a family's member, or with SLUG the family's route path. */
export const familyPath = <Id extends FamilyId>(id: Id, slug: FamilySlug<Id> | typeof SLUG): string =>
  pagePaths[id].replace(SLUG, slug);

/**
 * The path of a link that content names by page id (content/navigation.json): a single page, or a family's member
 * with its slug. The content is checked against the declarations when it is validated (pageLinkProblem), not here.
 */
export const linkPath = (id: PageId, slug?: string): string => pagePaths[id].replace(SLUG, slug ?? "");

/** Page 1 of a list of posts is the list's own path; page n is <list>/page/n. */
export const listingPagePath = (listingPath: string, page: number): string =>
  page === 1 ? listingPath : `${listingPath}/page/${page}`;
/**
 * The slug of the page a list's route was asked for, from what follows the list's path: "" for the first page, "2"
 * for /page/2, and undefined (no page) for anything else, /page/1 included, so it is a 404 like an unknown slug.
 */
export const listingPageSlug = (rest: string | undefined): string | undefined => {
  // The prerender asks for each path with a trailing slash.
  const segments = (rest ?? "").replace(/\/$/, "");
  if (segments === "") return "";
  return /^page\/([2-9]|[1-9]\d+)$/.exec(segments)?.[1];
};

/** The feeds (files, not pages): every post, and each category's posts beside its page. */
export const blogFeedPath = "/rss.xml";
export const blogCategoryFeedPath = (slug: string): string => `${familyPath("blogCategory", slug)}/rss.xml`;

/** Whether the build is asking for the not-found page (its document or its data). */
export const isNotFoundPrerender = (request: Request): boolean =>
  new URL(request.url).pathname.replace(/(\.data|\/)$/, "") === pagePaths.notFound;

/**
 * The href of a link that content names by page id, slug and section (core/content-schemas/page-link.ts). The id is
 * a string as content types it; the content validation has checked that a page has it.
 */
export const linkHref = ({ page, slug, section }: { page: string; slug?: string; section?: string }): string =>
  `${linkPath(page as PageId, slug)}${section ? `#${section}` : ""}`;
