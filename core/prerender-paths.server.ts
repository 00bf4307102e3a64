import { blogContentPages } from "./blog-listings.server.ts";
import { pagePath } from "./page-paths.ts";
import { pageRoutes } from "./page-routes.ts";

/** Every path written to an HTML file at build time. */
export const prerenderPaths = (): string[] => [
  ...pageRoutes.map((page) => page.path),
  ...blogContentPages().map((page) => page.path),
  pagePath("notFound"),
];
