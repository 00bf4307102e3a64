/**
 * The fixed members of the families of pages (core/pages.ts): one page per slug. Apart from the declarations so that
 * the browser, which needs a few of these lists, never loads the declarations and their schemas.
 */

export const legalDocumentSlugs = ["privacy-policy", "terms-and-conditions"] as const;
/** The sample documents, one page each under /samples. */
export const sampleSlugs = ["prd", "market-sizing", "competitor-digest"] as const;

export type LegalDocumentSlug = (typeof legalDocumentSlugs)[number];
export type SampleSlug = (typeof sampleSlugs)[number];

/** The dynamic segment of a family's path: one page per slug. */
export const SLUG = ":slug";
