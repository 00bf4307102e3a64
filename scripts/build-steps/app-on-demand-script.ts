/**
 * The bootstrap's own code, in two parts, and the signed-in hint that precedes it. Its first steps run inline, as the
 * page is parsed: they record the landing page's first-touch attribution (app/lib/attribution.ts) and hold back the
 * clicks that need the application (app/bootstrap/held-clicks.ts), so that a visitor who clicks or moves on at once
 * loses neither. The rest runs after the first paint, from a module the bootstrap imports and awaits: it applies the
 * web fonts (app/bootstrap/web-fonts.ts), adds the campaign to trial links as they are followed (attribution.ts),
 * then waits for the visitor to need the application (app/bootstrap/app-on-demand.ts). What the bootstrap imports
 * after that await loads on demand, not on a first visit (scripts/build-steps/first-visit.ts reads the await to tell
 * them apart).
 */
import { join } from "node:path";
import { buildSync } from "esbuild";
import type { AppOnDemandOptions } from "#app/bootstrap/app-on-demand.ts";
import type { BuildSettings } from "#core/build-settings.ts";
import { type BuildFile, contentNamedFile } from "#scripts/build-steps/content-named-file.ts";
import { projectRoot } from "#tooling/project-root.ts";

/** Where the bootstrap's module lives: `/assets/app-on-demand-<hash>.js`, the one script a first visit loads. */
export const APP_ON_DEMAND_PREFIX = "/assets/app-on-demand-";

/** Where a bootstrap stops loading anything until the visitor needs the application. */
export const APP_NEEDED_CALL = "await appNeeded;";

/** `entry`, a module of app/bootstrap, and what it imports, minified into one script of `format`. */
const bundle = (entry: string, format: "esm" | "iife"): string => {
  const result = buildSync({
    stdin: { contents: entry, resolveDir: join(projectRoot, "app", "bootstrap"), loader: "ts" },
    bundle: true,
    format,
    minify: true,
    target: "es2022",
    write: false,
    logLevel: "silent",
  });
  return (result.outputFiles[0]?.text ?? "").trim();
};

/** The bootstrap's first steps, inline in every page before it waits for the first paint (paint-first.ts). */
export const bootstrapFirstSteps = (): string =>
  bundle(
    `import { holdBackClicksUntilHydrated } from "./held-clicks.ts"; import { captureFirstTouch } from "../lib/attribution.ts"; captureFirstTouch(); holdBackClicksUntilHydrated();`,
    "iife",
  );

/**
 * The module every page's bootstrap imports after the first paint, named by its content: a file, not inline, so
 * that the first round trip carries the page and not this code (about 1 KB compressed, cached for good after the
 * first page). Importing it settles once its top-level await has, when the visitor needs the application.
 */
export const appOnDemandModule = (
  options: AppOnDemandOptions,
  signUpParameterNames: BuildSettings["signUpParameterNames"],
): BuildFile =>
  contentNamedFile(
    APP_ON_DEMAND_PREFIX,
    bundle(
      `import { appNeeded } from "./app-on-demand.ts"; import { applyWebFonts } from "./web-fonts.ts"; import { carryCampaignToSignUp } from "../lib/attribution.ts"; applyWebFonts(); carryCampaignToSignUp(${JSON.stringify(signUpParameterNames)}); await appNeeded(${JSON.stringify(options)});`,
      "esm",
    ),
  );

/**
 * The script at the top of every page's head: it marks <html> for a signed-in customer before anything is drawn, so
 * the header offers Open app instead of a trial from the first paint (signed-in-hint.ts).
 */
export const signedInHintScript = (cookieName: string): string =>
  bundle(`import { markSignedIn } from "./signed-in-hint.ts"; markSignedIn(${JSON.stringify(cookieName)});`, "iife");

/** The waiting part of a bootstrap: it imports the module, then awaits it. Spliced into every page (paint-first.ts). */
export const appNeededScript = (moduleHref: string): string =>
  `const appNeeded = import(${JSON.stringify(moduleHref)});${APP_NEEDED_CALL}`;
