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
export const blogPostPath = (slug: string): string => `/blog/${slug}`;

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
