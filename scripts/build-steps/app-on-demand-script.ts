/**
 * The part of every page's bootstrap that runs after the first paint: it applies the web fonts
 * (app/bootstrap/web-fonts.ts), then waits for the visitor to need the application (app/bootstrap/app-on-demand.ts),
 * bundled into one minified module, which the bootstrap imports and awaits. What the
 * bootstrap imports after that await loads on demand, not on a first visit (scripts/build-steps/first-visit.ts reads
 * the await to tell them apart).
 */
import { join } from "node:path";
import { buildSync } from "esbuild";
import type { AppOnDemandOptions } from "#app/bootstrap/app-on-demand.ts";
import { type BuildFile, contentNamedFile } from "#scripts/build-steps/content-named-file.ts";
import { projectRoot } from "#tooling/project-root.ts";

/** Where the bootstrap's module lives: `/assets/app-on-demand-<hash>.js`, the one script a first visit loads. */
export const APP_ON_DEMAND_PREFIX = "/assets/app-on-demand-";

/** Where a bootstrap stops loading anything until the visitor needs the application. */
export const APP_NEEDED_CALL = "await appNeeded;";

/** web-fonts.ts, app-on-demand.ts and what they import, minified into one module that calls `appNeeded` with `options`. */
const bundle = (options: AppOnDemandOptions): string => {
  const result = buildSync({
    stdin: {
      contents: `import { appNeeded } from "./app-on-demand.ts"; import { applyWebFonts } from "./web-fonts.ts"; applyWebFonts(); await appNeeded(${JSON.stringify(options)});`,
      resolveDir: join(projectRoot, "app", "bootstrap"),
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    minify: true,
    target: "es2022",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
};

/**
 * The module every page's bootstrap imports after the first paint, named by its content: a file, not inline, so
 * that the first round trip carries the page and not this code (about 1 KB compressed, cached for good after the
 * first page). Importing it settles once its top-level await has, when the visitor needs the application.
 */
export const appOnDemandModule = (options: AppOnDemandOptions): BuildFile =>
  contentNamedFile(APP_ON_DEMAND_PREFIX, bundle(options));

/** The waiting part of a bootstrap: it imports the module, then awaits it. Spliced into every page (paint-first.ts). */
export const appNeededScript = (moduleHref: string): string =>
  `const appNeeded = import(${JSON.stringify(moduleHref)});${APP_NEEDED_CALL}`;
