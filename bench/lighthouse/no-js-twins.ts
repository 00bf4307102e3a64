/**
 * No-JS twins: a copy of the build in which, for each chosen route, `<route>-nojs` serves the same prerendered page
 * with every script and module preload removed, precompressed like the rest. Served by the same server in the same
 * run, a twin shows how fast the page would paint if it shipped no JavaScript at all. Structured data
 * (`application/ld+json`) is not JavaScript: a page without scripts would still carry it, so the twin keeps it.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { precompress } from "#scripts/build-steps/compress.ts";

/** `/pricing` → `/pricing-nojs`; the home page's twin is `/index-nojs`. */
export const twinPath = (path: string): string => `${path === "/" ? "/index" : path}-nojs`;

export const withoutScripts = (html: string): string =>
  html
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, "");

const pageFile = (buildDirectory: string, path: string) =>
  join(buildDirectory, path === "/" ? "index.html" : join(path.slice(1), "index.html"));

export type TwinBuild = { directory: string; remove: () => void };

export const buildWithNoJsTwins = (buildDirectory: string, paths: readonly string[]): TwinBuild => {
  const directory = mkdtempSync(join(tmpdir(), "northstar-nojs-twins-"));
  cpSync(buildDirectory, directory, { recursive: true });
  for (const path of paths) {
    const twinFile = pageFile(directory, twinPath(path));
    mkdirSync(dirname(twinFile), { recursive: true });
    writeFileSync(twinFile, withoutScripts(readFileSync(pageFile(directory, path), "utf8")));
    precompress(dirname(twinFile));
  }
  return { directory, remove: () => rmSync(directory, { recursive: true, force: true }) };
};
