/**
 * The route table of the site: one list read by app/routes.ts (the router), the prerender list,
 * the sitemap and the server. Blog posts are added from the content folder (see blog.server.ts).
 */
export type PageRoute = {
  path: string;
  /** Route module, relative to app/. */
  file: string;
  /** Needed when several paths share one module. */
  id?: string;
  /** false for pages that must not appear in the sitemap (duplicates, not-found). */
  inSitemap?: boolean;
};

const integrationSlugs = ["jira", "clickup", "github", "gitlab", "google-calendar"] as const;
const audienceSlugs = [
  "productmanagers",
  "engineers",
  "companyleaders",
  "financeleaders",
  "productleaders",
  "solofounder",
] as const;

export type IntegrationSlug = (typeof integrationSlugs)[number];
export type AudienceSlug = (typeof audienceSlugs)[number];

export const pageRoutes: readonly PageRoute[] = [
  { path: "/", file: "routes/home.tsx", id: "home" },
  { path: "/home", file: "routes/home.tsx", id: "home-alias", inSitemap: false },
  { path: "/features", file: "routes/features.tsx" },
  { path: "/integrations", file: "routes/integrations.tsx" },
  ...integrationSlugs.map((slug) => ({
    path: `/integrations/${slug}`,
    file: "routes/integration.tsx",
    id: `integration-${slug}`,
  })),
  ...audienceSlugs.map((slug) => ({ path: `/${slug}`, file: "routes/audience.tsx", id: `audience-${slug}` })),
  { path: "/pricing", file: "routes/pricing.tsx" },
  { path: "/faqs", file: "routes/faqs.tsx" },
  { path: "/contact-sales", file: "routes/contact-sales.tsx" },
  { path: "/contact-card", file: "routes/contact-card.tsx" },
  { path: "/future", file: "routes/future.tsx" },
  { path: "/legal", file: "routes/legal.tsx" },
  { path: "/privacy-policy", file: "routes/legal-document.tsx", id: "privacy-policy" },
  { path: "/terms-and-conditions", file: "routes/legal-document.tsx", id: "terms-and-conditions" },
  { path: "/blog", file: "routes/blog.tsx" },
];

export const blogPostRoute = { path: "/blog/:slug", file: "routes/blog-post.tsx" } as const;
export const notFoundRoute = { path: "*", file: "routes/not-found.tsx" } as const;

/** The not-found page is prerendered at this path and moved to 404.html after the build. */
export const notFoundPrerenderPath = "/404";

export const blogPostPath = (slug: string): string => `/blog/${slug}`;

export { audienceSlugs, integrationSlugs };
