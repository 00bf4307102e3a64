import { loadBlogPosts } from "./blog.server.ts";
import { blogPostPath, notFoundPrerenderPath } from "./page-paths.ts";
import { pageRoutes } from "./page-routes.ts";

/** Every path written to an HTML file at build time. */
export const prerenderPaths = (): string[] => [
  ...pageRoutes.map((page) => page.path),
  ...loadBlogPosts().map((post) => blogPostPath(post.slug)),
  notFoundPrerenderPath,
];
