/**
 * The route table of the site: one list read by app/routes.ts (the router), core/prerender-paths.server.ts (the
 * prerender list) and the sitemap. Pages that share a module form a family: one route with a `:slug`, one
 * prerendered page per slug. The blog's families (posts, categories, tags, and the later pages of each list) follow
 * from the posts in the content folder instead: see blog-listings.server.ts.
 */
import {
  audienceSlugs,
  blogCategoryPath,
  blogPath,
  blogPostPath,
  blogTagPath,
  contactSalesPath,
  getInTouchPath,
  integrationPath,
  integrationSlugs,
  legalDocumentSlugs,
  listingRoutePath,
  SLUG,
  topLevelPagePath,
} from "./page-paths.ts";

export type SiteRoute = {
  /**
   * A React Router path: static, or with one `:slug` segment for a family. A list of posts ends in `/*`, which
   * holds its later pages (see listingRoutePath); the list itself is its path without it.
   */
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** Needed when several routes share one module. */
  id?: string;
  /** Every slug a family route answers; each is prerendered and listed in the sitemap. */
  slugs?: readonly string[];
  /** false for pages that must not appear in the sitemap (duplicates). */
  inSitemap?: boolean;
};

export const siteRoutes: readonly SiteRoute[] = [
  { path: "/", file: "routes/home.tsx", id: "home" },
  { path: "/home", file: "routes/home.tsx", id: "home-alias", inSitemap: false },
  { path: "/features", file: "routes/features.tsx" },
  { path: "/integrations", file: "routes/integrations.tsx" },
  { path: integrationPath(SLUG), file: "routes/integration.tsx", slugs: integrationSlugs },
  // One segment under the root can only be one route; its module shows an audience page or a legal document.
  {
    path: topLevelPagePath(SLUG),
    file: "routes/top-level-page.tsx",
    slugs: [...audienceSlugs, ...legalDocumentSlugs],
  },
  { path: "/pricing", file: "routes/pricing.tsx" },
  { path: "/faqs", file: "routes/faqs.tsx" },
  { path: contactSalesPath, file: "routes/contact-sales.tsx" },
  { path: getInTouchPath, file: "routes/contact.tsx" },
  { path: "/contact-card", file: "routes/contact-card.tsx" },
  { path: "/future", file: "routes/future.tsx" },
  { path: "/legal", file: "routes/legal.tsx" },
  // The blog's lists (all posts, a category's, a tag's), each one route for all its pages, and the posts. Slugs and
  // page numbers come from the posts of content/blog: see blog-listings.server.ts.
  { path: listingRoutePath(blogPath), file: "routes/blog.tsx" },
  { path: listingRoutePath(blogCategoryPath(SLUG)), file: "routes/blog-category.tsx" },
  { path: listingRoutePath(blogTagPath(SLUG)), file: "routes/blog-tag.tsx" },
  { path: blogPostPath(SLUG), file: "routes/blog-post.tsx" },
];

export type PageRoute = { path: string; inSitemap?: boolean };

/**
 * Every page the table knows by path: static routes (a list's first page among them) and each member of a family
 * (the blog's families excepted).
 */
export const pageRoutes: readonly PageRoute[] = siteRoutes.flatMap((route): PageRoute[] => {
  if (!route.path.includes(SLUG)) return [{ path: route.path.replace(/\/\*$/, ""), inSitemap: route.inSitemap }];
  return (route.slugs ?? []).map((slug) => ({ path: route.path.replace(SLUG, slug), inSitemap: route.inSitemap }));
});
