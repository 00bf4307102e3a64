/**
 * The part of every page's bootstrap that waits for the visitor to need the application: app/bootstrap/app-on-demand.ts
 * bundled into one minified script, followed by the call that awaits it. What the bootstrap imports after this call
 * loads on demand, not on a first visit (scripts/build-steps/first-visit.ts reads the call to tell them apart).
 */
import { join } from "node:path";
import { buildSync } from "esbuild";
import type { AppOnDemandOptions } from "#app/bootstrap/app-on-demand.ts";
import { projectRoot } from "#tooling/project-root.ts";

const GLOBAL_NAME = "appOnDemand";
/** Where a bootstrap stops loading anything until the visitor needs the application. */
export const APP_NEEDED_CALL = `await ${GLOBAL_NAME}.appNeeded(`;

let bundled: string | undefined;

const bundle = (): string => {
  const result = buildSync({
    entryPoints: [join(projectRoot, "app", "bootstrap", "app-on-demand.ts")],
    bundle: true,
    format: "iife",
    globalName: GLOBAL_NAME,
    minify: true,
    target: "es2022",
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.text.trim() ?? "";
  if (/<\/script/i.test(code)) throw new Error('app-on-demand.ts bundles to code holding "</script"');
  return code;
};

/** The waiting part of a bootstrap: the bundled module, then the call that waits for need. */
export const appNeededScript = (options: AppOnDemandOptions): string => {
  bundled ??= bundle();
  return `${bundled}${APP_NEEDED_CALL}${JSON.stringify(options)});`;
};
