/**
 * Every page's path by id, from the declarations (core/pages.ts). The browser's bundle never runs this module: the
 * build puts in its place a module holding the map alone (vite.config.ts, `browserPagePaths`), so that links in the
 * browser cost the paths, not the declarations' schemas.
 */
import { type PageId, type PagePaths, pages } from "./pages.ts";

export const pagePaths = Object.fromEntries(pages.map((page) => [page.id, page.path])) as PagePaths;

/** What the build writes for the browser in place of this module. */
export const browserPagePathModule = (): string =>
  `export const pagePaths = ${JSON.stringify(pagePaths satisfies Record<PageId, string>)};\n`;
