/** The files of a build folder, and which of them are prerendered pages: what the server, the build steps and checks read. */
import { readdirSync } from "node:fs";
import { basename, join } from "node:path";

/** React Router's shell for paths it did not prerender: an empty document, never a page of the site. */
export const SPA_FALLBACK_FILE = "__spa-fallback.html";

/**
 * Written last by a whole build (`npm start` builds again without it), or by a build of the pages only
 * (`npm run build -- --pages-only`), which no server in production should serve.
 */
export const BUILD_STAMP_FILE = ".build-stamp";
export const PAGES_ONLY_STAMP_FILE = ".pages-only-stamp";

/** Every file under `directory`, as absolute paths, subfolders included. */
export const filesIn = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(join(directory, entry.name)) : [join(directory, entry.name)],
  );

/** Whether a file of the build is a prerendered page (404.html, the not-found page, is one). */
export const isPrerenderedPage = (path: string): boolean => path.endsWith(".html") && basename(path) !== SPA_FALLBACK_FILE;

/** Every prerendered page of the build, as absolute paths. */
export const prerenderedPages = (directory: string): string[] => filesIn(directory).filter(isPrerenderedPage);
