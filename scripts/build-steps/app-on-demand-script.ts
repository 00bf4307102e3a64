/**
 * The part of every page's bootstrap that waits for the visitor to need the application: app/bootstrap/app-on-demand.ts
 * bundled into one minified script, in a scope of its own, followed by the await that waits for it. What the
 * bootstrap imports after that await loads on demand, not on a first visit (scripts/build-steps/first-visit.ts reads
 * the await to tell them apart).
 */
import { join } from "node:path";
import { buildSync } from "esbuild";
import type { AppOnDemandOptions } from "#app/bootstrap/app-on-demand.ts";
import { projectRoot } from "#tooling/project-root.ts";

/** Where a bootstrap stops loading anything until the visitor needs the application. */
export const APP_NEEDED_CALL = "await appNeeded;";

/** app-on-demand.ts and what it imports, minified, calling `appNeeded` with `options`: code for an async function. */
const bundle = (options: AppOnDemandOptions): string => {
  const result = buildSync({
    stdin: {
      contents: `import { appNeeded } from "./app-on-demand.ts"; await appNeeded(${JSON.stringify(options)});`,
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
  const code = result.outputFiles[0]?.text.trim() ?? "";
  if (/<\/script/i.test(code)) throw new Error('app-on-demand.ts bundles to code holding "</script"');
  return code;
};

/**
 * The waiting part of a bootstrap: the bundle in a scope of its own, then the await that waits for need. Made once
 * per build and spliced into every page (paint-first.ts).
 */
export const appNeededScript = (options: AppOnDemandOptions): string =>
  `const appNeeded = (async () => {${bundle(options)}})();${APP_NEEDED_CALL}`;
