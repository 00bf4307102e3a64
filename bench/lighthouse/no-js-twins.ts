/**
 * No-JS twins: a copy of the build in which, for each chosen route, `<route>-nojs` serves the same prerendered page
 * as it is without JavaScript (server/page-without-scripts.ts: structured data kept, web fonts in place), precompressed
 * like the rest. Served by the same server in the same run, a twin shows how fast the page would paint if it shipped
 * no JavaScript at all.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { precompress } from "#scripts/build-steps/compress.ts";
import { pageWithoutScripts } from "#server/page-without-scripts.ts";

/** `/pricing` → `/pricing-nojs`; the home page's twin is `/index-nojs`. */
export const twinPath = (path: string): string => `${path === "/" ? "/index" : path}-nojs`;

const pageFile = (buildDirectory: string, path: string) =>
  join(buildDirectory, path === "/" ? "index.html" : join(path.slice(1), "index.html"));

export type TwinBuild = { directory: string; remove: () => void };

export const buildWithNoJsTwins = (buildDirectory: string, paths: readonly string[]): TwinBuild => {
  const directory = mkdtempSync(join(tmpdir(), "northstar-nojs-twins-"));
  cpSync(buildDirectory, directory, { recursive: true });
  for (const path of paths) {
    const twinFile = pageFile(directory, twinPath(path));
    mkdirSync(dirname(twinFile), { recursive: true });
    writeFileSync(twinFile, pageWithoutScripts(readFileSync(pageFile(directory, path), "utf8")));
    precompress(dirname(twinFile));
  }
  return { directory, remove: () => rmSync(directory, { recursive: true, force: true }) };
};
