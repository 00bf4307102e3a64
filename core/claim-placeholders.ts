/** The site config's claims by placeholder, apart from their schema so the page's code carries no zod. */

/** Every figure the line must name: a rating the structured data states must be visible on the page. */
export const CLAIM_PLACEHOLDERS = [
  "site.claims.teams",
  "site.claims.fasterResearch",
  "site.claims.payback",
  "site.claims.softwareRating.value",
  "site.claims.softwareRating.count",
  "site.claims.productRating.value",
  "site.claims.productRating.count",
] as const;

/** The ratings' sources, named in the line when the site config names them: each shows as a link to its page. */
export const RATINGS = ["softwareRating", "productRating"] as const;
export const sourcePlaceholder = (rating: (typeof RATINGS)[number]) => `site.claims.${rating}.source.name`;
