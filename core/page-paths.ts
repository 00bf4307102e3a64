/**
 * The path of every page in the registry (core/page-registry.ts), by page id: the one place a page's path is
 * written. Code names a page by its id (`pagePath("pricing")`, `familyPath("integration", "jira")`), so a mistyped id
 * fails the type check. Kept apart from the registry's other facts (names, copy files, indexing) and from the route
 * table so that links in the browser cost only the paths: the home page's first-load JavaScript is at its budget.
 */

export const integrationSlugs = ["jira", "clickup", "github", "gitlab", "google-calendar"] as const;
export const audienceSlugs = [
  "productmanagers",
  "engineers",
  "companyleaders",
  "financeleaders",
  "productleaders",
  "solofounder",
] as const;
export const legalDocumentSlugs = ["privacy-policy", "terms-and-conditions"] as const;

export type IntegrationSlug = (typeof integrationSlugs)[number];
export type AudienceSlug = (typeof audienceSlugs)[number];
export type LegalDocumentSlug = (typeof legalDocumentSlugs)[number];

/** The dynamic segment of a family's path: one page per slug. */
export const SLUG = ":slug";

export const pagePaths = {
  home: "/",
  /** Shows the home page, naming / as its canonical URL. */
  homeAlias: "/home",
  features: "/features",
  integrations: "/integrations",
  integration: "/integrations/:slug",
  audience: "/:slug",
  legalDocument: "/:slug",
  pricing: "/pricing",
  faqs: "/faqs",
  contactSales: "/contact-sales",
  contact: "/contact",
  contactCard: "/contact-card",
  future: "/future",
  legal: "/legal",
  blog: "/blog",
  blogCategory: "/blog/category/:slug",
  blogTag: "/blog/tag/:slug",
  blogPost: "/blog/:slug",
  /** Prerendered here and moved to 404.html after the build: it answers every unknown URL (see app/root.tsx). */
  notFound: "/404",
} as const;

export type PageId = keyof typeof pagePaths;
/** Pages that come in families: one path with `:slug`, one page per slug. */
export type FamilyId = {
  [Id in PageId]: (typeof pagePaths)[Id] extends `${string}${typeof SLUG}${string}` ? Id : never;
}[PageId];
export type SinglePageId = Exclude<PageId, FamilyId>;
/** The slugs a family's member may have: fixed for integrations, audiences and legal documents, any for the blog. */
export type FamilySlug<Id extends FamilyId> = Id extends "integration"
  ? IntegrationSlug
  : Id extends "audience"
    ? AudienceSlug
    : Id extends "legalDocument"
      ? LegalDocumentSlug
      : string;

/** The path of a single page. */
export const pagePath = (id: SinglePageId): string => pagePaths[id];

/** The path of a family's member, or with SLUG the family's route path. */
export const familyPath = <Id extends FamilyId>(id: Id, slug: FamilySlug<Id> | typeof SLUG): string =>
  pagePaths[id].replace(SLUG, slug);

/**
 * The path of a link that content names by page id (content/navigation.json): a single page, or a family's member
 * with its slug. The content is checked against the registry when it is validated (pageLinkProblem), not here.
 */
export const linkPath = (id: PageId, slug?: string): string => pagePaths[id].replace(SLUG, slug ?? "");

/** Page 1 of a list of posts is the list's own path; page n is <list>/page/n. */
export const listingPagePath = (listingPath: string, page: number): string =>
  page === 1 ? listingPath : `${listingPath}/page/${page}`;
/**
 * The route of a list and all its pages: the list's path and whatever follows it. (One route, not one for the first
 * page and one for the rest: React Router refuses to build a route with a loader that prerenders no page, and a list
 * with a single page has no later ones.)
 */
export const listingRoutePath = (listingPath: string): string => `${listingPath}/*`;
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

/** The href of a link that content names by page id, slug and section (core/content-schemas/page-link.ts). */
export const linkHref = ({ page, slug, section }: { page: PageId; slug?: string; section?: string }): string =>
  `${linkPath(page, slug)}${section ? `#${section}` : ""}`;
