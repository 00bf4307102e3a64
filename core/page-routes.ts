/**
 * The route table: which module renders each page of the registry (core/page-registry.ts). Read by app/routes.ts
 * (the router), content/prerender-paths.server.ts (the prerender list) and the sitemap; never by the pages' own code, so
 * it stays out of the browser. Pages that share a module form a family: one route with a `:slug`, one prerendered
 * page per slug. The blog's families (posts, categories, tags, and the later pages of each list) follow from the
 * posts in the content folder instead: see blog-listings.server.ts.
 */
import { familyPath, listingRoutePath, type PageId, pagePath, type SinglePageId, SLUG } from "./page-paths.ts";
import { page as registryPage } from "./page-registry.ts";

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
  /** The registry's pages this route renders (one, or for the top-level route two families). */
  pages: readonly PageId[];
};

const page = (id: SinglePageId, file: string, routeId?: string): SiteRoute => ({
  path: pagePath(id),
  file,
  pages: [id],
  ...(routeId ? { id: routeId } : {}),
});
const list = (path: string, file: string, id: PageId): SiteRoute => ({ path: listingRoutePath(path), file, pages: [id] });

export const siteRoutes: readonly SiteRoute[] = [
  page("home", "routes/home.tsx", "home"),
  page("homeAlias", "routes/home.tsx", "home-alias"),
  page("features", "routes/features.tsx"),
  page("integrations", "routes/integrations.tsx"),
  { path: familyPath("integration", SLUG), file: "routes/integration.tsx", pages: ["integration"] },
  // One segment under the root can only be one route; its module shows an audience page or a legal document.
  { path: familyPath("audience", SLUG), file: "routes/top-level-page.tsx", pages: ["audience", "legalDocument"] },
  page("pricing", "routes/pricing.tsx"),
  page("faqs", "routes/faqs.tsx"),
  page("contactSales", "routes/contact-sales.tsx"),
  page("contact", "routes/contact.tsx"),
  page("contactCard", "routes/contact-card.tsx"),
  page("future", "routes/future.tsx"),
  page("legal", "routes/legal.tsx"),
  // The blog's lists (all posts, a category's, a tag's), each one route for all its pages, and the posts. Slugs and
  // page numbers come from the posts of content/blog: see blog-listings.server.ts.
  list(pagePath("blog"), "routes/blog.tsx", "blog"),
  list(familyPath("blogCategory", SLUG), "routes/blog-category.tsx", "blogCategory"),
  list(familyPath("blogTag", SLUG), "routes/blog-tag.tsx", "blogTag"),
  { path: familyPath("blogPost", SLUG), file: "routes/blog-post.tsx", pages: ["blogPost"] },
];

export type PageRoute = { path: string; page: PageId; inSitemap: boolean };

/**
 * Every page the table knows by path: single pages (a list's first page among them) and each member of a family
 * with fixed slugs (the blog's families excepted). inSitemap is the registry's `indexed`.
 */
export const pageRoutes: readonly PageRoute[] = siteRoutes.flatMap((route) =>
  route.pages.flatMap((id): PageRoute[] => {
    const entry = registryPage(id);
    if (!entry.path.includes(SLUG)) return [{ path: entry.path, page: id, inSitemap: entry.indexed }];
    return (entry.slugs ?? []).map((slug) => ({ path: entry.path.replace(SLUG, slug), page: id, inSitemap: entry.indexed }));
  }),
);
