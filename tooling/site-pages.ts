/**
 * Every page the site prerenders (the route table's pages, each blog post's and list's page, each integration, audience and landing page) and a path no route
 * draws, with the template that draws each: what the sweeps over "every page" (accessibility, layout) go through.
 */
import { matchRoutes } from "react-router";
import { loadAudiences } from "#content/audiences.server.ts";
import { blogContentPages } from "#content/blog-listings.server.ts";
import { folderPagePaths } from "#content/folder-pages.server.ts";
import { pageRoutes, siteRoutes } from "#core/pages.ts";

export const NOT_FOUND_PATH = "/a-page-that-does-not-exist";

export const sitePaths: readonly string[] = [
  ...pageRoutes.map((route) => route.path),
  ...blogContentPages().map((page) => page.path),
  ...folderPagePaths().map((page) => page.path),
  NOT_FOUND_PATH,
];

/**
 * Pages drawn by the same route module share a template; the one module for top-level slugs draws two (an audience
 * page or a legal document).
 */
export const templateOf = (path: string): string => {
  if (path === NOT_FOUND_PATH) return "not found";
  const match = matchRoutes(
    siteRoutes.map((route) => ({ path: route.path, id: route.file })),
    path,
  )?.at(-1);
  if (!match) throw new Error(`No route draws ${path}`);
  const slug = match.params.slug;
  const audience = loadAudiences().some((candidate) => candidate.slug === slug);
  return match.route.id === "routes/top-level-page.tsx"
    ? `${match.route.id} (${audience ? "audience" : "legal"})`
    : match.route.id;
};

/**
 * What the sweeps (accessibility, layout, critical CSS) go through: in `npm test`, the first page of each template,
 * since a template's pages differ in their words; in `npm run test:full` (FULL_SWEEP=1), every page.
 */
export const FULL_SWEEP = process.env.FULL_SWEEP === "1";
export const sweptPaths: readonly string[] = FULL_SWEEP
  ? sitePaths
  : sitePaths.filter((path, index) => sitePaths.findIndex((other) => templateOf(other) === templateOf(path)) === index);
