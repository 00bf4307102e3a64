import { pagePath } from "#core/page-paths.ts";
import { pageRoutes } from "#core/pages.ts";
import { blogContentPages } from "./blog-listings.server.ts";
import { folderPagePaths } from "./folder-pages.server.ts";

/** Every path written to an HTML file at build time. */
export const prerenderPaths = (): string[] => [
  ...pageRoutes.map((page) => page.path),
  ...blogContentPages().map((page) => page.path),
  ...folderPagePaths().map((page) => page.path),
  pagePath("notFound"),
];
