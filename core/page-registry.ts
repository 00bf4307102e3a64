/**
 * The registry of pages: every page of the site is one entry here, under its id, with the content module that holds
 * its copy, whether it is indexed and whether the navigation lists it; `pages` joins to each its path
 * (core/page-paths.ts, the one place a path is written) and its breadcrumb name (core/page-names.ts). Those two are
 * modules of their own, keyed by the same ids, so that links and breadcrumbs in the browser ship only what they use:
 * the home page's first-load JavaScript is at its budget. The route table (core/page-routes.ts), the prerender list,
 * the sitemap, the navigation's check, breadcrumbs, structured data and the content manager's preview paths all read
 * these modules.
 *
 * Renaming a page: change its path in core/page-paths.ts and add its old path to content/redirects.json.
 * tests/unit/page-registry.test.ts checks that no other source file writes a page's path.
 */

import { type NamedPageId, pageNames } from "./page-names.ts";
import {
  audienceSlugs,
  type FamilyId,
  integrationSlugs,
  legalDocumentSlugs,
  type PageId,
  pagePaths,
  SLUG,
} from "./page-paths.ts";

export type PageEntry = {
  /** The content file (or folder, for a family: one file per page) that holds the page's copy. */
  copy: string;
  /** In the sitemap and open to search engines. (A blog tag with few posts is not: see blog-listings.server.ts.) */
  indexed: boolean;
  /** Linked from the site's navigation (header or footer): content/navigation.json names exactly these pages. */
  listed: boolean;
  /** A family's slugs, when they are fixed; the blog's follow from the posts in content/blog. */
  slugs?: readonly string[];
};

const entries = {
  home: { copy: "content/home.json", indexed: true, listed: false },
  homeAlias: { copy: "content/home.json", indexed: false, listed: false },
  features: { copy: "content/pages/features.json", indexed: true, listed: true },
  integrations: { copy: "content/pages/integrations.json", indexed: true, listed: true },
  integration: { copy: "content/integrations/", indexed: true, listed: false, slugs: integrationSlugs },
  audience: { copy: "content/audiences/", indexed: true, listed: true, slugs: audienceSlugs },
  legalDocument: { copy: "content/legal/", indexed: true, listed: true, slugs: legalDocumentSlugs },
  pricing: { copy: "content/pages/pricing.json", indexed: true, listed: true },
  faqs: { copy: "content/pages/faqs.json", indexed: true, listed: true },
  contactSales: { copy: "content/pages/contact-sales.json", indexed: true, listed: true },
  contact: { copy: "content/pages/contact.json", indexed: true, listed: false },
  contactCard: { copy: "content/pages/contact-card.json", indexed: true, listed: true },
  future: { copy: "content/pages/future.json", indexed: true, listed: true },
  legal: { copy: "content/pages/legal.json", indexed: true, listed: true },
  blog: { copy: "content/pages/blog.json", indexed: true, listed: true },
  blogCategory: { copy: "content/blog-categories.json", indexed: true, listed: false },
  blogTag: { copy: "content/blog.json", indexed: true, listed: false },
  blogPost: { copy: "content/blog/", indexed: true, listed: false },
  notFound: { copy: "content/errors.json", indexed: false, listed: false },
} as const satisfies Record<PageId, PageEntry>;

/** A page with all its facts: id, path (core/page-paths.ts), breadcrumb name (core/page-names.ts) and the above. */
export type Page = PageEntry & { id: PageId; path: string; name?: string };

const nameOf = (id: PageId): string | undefined => (id in pageNames ? pageNames[id as NamedPageId] : undefined);

/** Every page, in the order of core/page-paths.ts, with its path. */
export const pages: readonly Page[] = (Object.keys(pagePaths) as PageId[]).map((id) => ({
  id,
  path: pagePaths[id],
  name: nameOf(id),
  ...entries[id],
}));

export const page = (id: PageId): Page => ({ id, path: pagePaths[id], name: nameOf(id), ...entries[id] });

export const isFamily = (id: PageId): id is FamilyId => pagePaths[id].includes(SLUG);

/** Every id in `ids` that the registry does not know (the content validation reports them). */
export const unknownPageIds = (ids: Iterable<string>): string[] => [...new Set(ids)].filter((id) => !(id in entries));

/** What is wrong with a link to a page by id and slug, or undefined: an unknown id, a missing or unknown slug. */
export const pageLinkProblem = ({ page: id, slug }: { page: string; slug?: string | undefined }): string | undefined => {
  if (unknownPageIds([id]).length > 0) return `no page has the id "${id}" (see core/page-registry.ts)`;
  const known = id as PageId;
  if (!isFamily(known)) return slug === undefined ? undefined : `"${id}" is a single page: it takes no slug`;
  if (slug === undefined) return `"${id}" is a family of pages: say which one with a slug`;
  const slugs: readonly string[] | undefined = (entries[known] as PageEntry).slugs;
  if (slugs && !slugs.includes(slug)) return `"${id}" has no page "${slug}" (its slugs: ${slugs.join(", ")})`;
  return undefined;
};
