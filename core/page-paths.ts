/**
 * The slugs of each family of pages and how their paths are written. Kept apart from the route table so that
 * links (navigation, content) can build paths without shipping the table to the browser.
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
/** Pages addressed by one segment under the root: the audiences and the legal documents. */
export type TopLevelPageSlug = AudienceSlug | LegalDocumentSlug;

/** The dynamic segment of a family's route; each path builder below also writes the family's route path. */
export const SLUG = ":slug";

export const integrationPath = (slug: IntegrationSlug | typeof SLUG): string => `/integrations/${slug}`;
export const topLevelPagePath = (slug: TopLevelPageSlug | typeof SLUG): string => `/${slug}`;

export const blogPath = "/blog";
export const blogPostPath = (slug: string): string => `${blogPath}/${slug}`;
export const blogCategoryPath = (slug: string): string => `${blogPath}/category/${slug}`;
export const blogTagPath = (slug: string): string => `${blogPath}/tag/${slug}`;

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

/** The feeds: every post, and each category's posts beside its page. */
export const blogFeedPath = "/rss.xml";
export const blogCategoryFeedPath = (slug: string): string => `${blogCategoryPath(slug)}/rss.xml`;

/** The pages that hold the lead forms: the dialogs' openers link here, and without JavaScript the forms post here. */
export const contactSalesPath = "/contact-sales";
export const getInTouchPath = "/contact";

/**
 * The not-found page is prerendered at this path and moved to 404.html after the build. It answers every unknown
 * URL: the root route's error boundary shows it for a 404 (see app/root.tsx).
 */
export const notFoundPrerenderPath = "/404";

/** Whether the build is asking for the not-found page (its document or its data). */
export const isNotFoundPrerender = (request: Request): boolean =>
  new URL(request.url).pathname.replace(/(\.data|\/)$/, "") === notFoundPrerenderPath;
