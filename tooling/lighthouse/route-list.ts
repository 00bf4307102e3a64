/** The pages Lighthouse looks at: every route of the site for the benchmark, a representative few for the gate. */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { audiencePaths, loadAudiences } from "#content/audiences.server.ts";
import { loadBlogPostSummaries } from "#content/blog.server.ts";
import { familyPath, pagePath } from "#core/page-paths.ts";
import { pageRoutes } from "#core/pages.ts";
import { projectRoot } from "#tooling/project-root.ts";

/** Any path the site does not have: the server answers it with the not-found page and status 404. */
export const notFoundPath = "/this-page-does-not-exist";

export type AuditedRoute = { path: string; notFound: boolean };

const page = (path: string): AuditedRoute => ({ path, notFound: false });

/** The first post file of content/blog in name order, or undefined while there are none: the representative post. */
export const firstBlogPostPath = (): string | undefined => {
  const file = readdirSync(join(projectRoot, "content", "blog"))
    .filter((name) => name.endsWith(".md"))
    .sort()[0];
  return file ? familyPath("blogPost", file.replace(/\.md$/, "")) : undefined;
};

/** One of each kind of page: home, pricing, features, an integration, an audience, a post, not-found. */
export const representativeRoutes = (): AuditedRoute[] => {
  const post = firstBlogPostPath();
  return [
    ...[
      pagePath("home"),
      pagePath("pricing"),
      pagePath("features"),
      familyPath("integration", "jira"),
      ...loadAudiences()
        .slice(0, 1)
        .map(({ slug }) => familyPath("audience", slug)),
    ].map(page),
    ...(post ? [page(post)] : []),
    { path: notFoundPath, notFound: true },
  ];
};

/** Every route of core/pages.ts, every audience, every blog post, and the not-found page. */
export const everyRoute = (): AuditedRoute[] => [
  ...pageRoutes.map((route) => page(route.path)),
  ...audiencePaths().map((audience) => page(audience.path)),
  ...loadBlogPostSummaries().map((post) => page(familyPath("blogPost", post.slug))),
  { path: notFoundPath, notFound: true },
];
