/**
 * The bootstrap's own code and a page's application, bundled by esbuild from app/bootstrap/, the build's data spliced
 * in as JSON. The inline script of every page (page-bootstrap.ts) takes its first steps as the page is parsed, waits
 * for the first paint and the end of parsing, then imports the bootstrap's module: it applies the web fonts
 * (web-fonts.ts), adds the campaign to trial links as they are followed (app/lib/attribution.ts), then waits for the
 * visitor to need the application (app-on-demand.ts), and only then runs the page's application module (page-app.ts),
 * which scripts/build-steps/first-visit.ts counts as the application on demand.
 */
import { join } from "node:path";
import { type BuildOptions, buildSync } from "esbuild";
import type { AppOnDemandOptions } from "#app/bootstrap/app-on-demand.ts";
import type { PageApp } from "#app/bootstrap/page-app.ts";
import type { PageDialogCopy } from "#app/bootstrap/page-dialog-dress.ts";
import type { PageSearchCopy } from "#app/bootstrap/page-search.ts";
import type { BuildSettings } from "#core/build-settings.ts";
import { type BuildFile, contentNamedFile } from "#scripts/build-steps/content-named-file.ts";
import { projectRoot } from "#tooling/project-root.ts";

/** Where the bootstrap's module lives: `/assets/app-on-demand-<hash>.js`, the one script a first visit loads. */
export const APP_ON_DEMAND_PREFIX = "/assets/app-on-demand-";

/**
 * Where a page's application module goes, one per page named by its content (`/assets/page-app-<hash>.js`): imported
 * once the visitor needs the application, its code is not in the page.
 */
export const PAGE_APP_PREFIX = "/assets/page-app-";

const BOOTSTRAP_DIRECTORY = join(projectRoot, "app", "bootstrap");

/** `entry`, a module of app/bootstrap, and what it imports, minified into one script of `format`. */
const bundle = (entry: string, format: "esm" | "iife", options: Pick<BuildOptions, "define" | "external"> = {}): string => {
  const result = buildSync({
    stdin: { contents: entry, resolveDir: BOOTSTRAP_DIRECTORY, loader: "ts" },
    bundle: true,
    format,
    minify: true,
    charset: "utf8",
    target: "es2022",
    write: false,
    logLevel: "silent",
    ...options,
  });
  return (result.outputFiles?.[0]?.text ?? "").trim();
};

/**
 * A page's inline bootstrap, one module script (paint-first.ts): page-bootstrap.ts with the paths of the bootstrap's
 * module and the page's application module defined, which it imports, not bundles.
 */
export const pageBootstrapScript = (appOnDemand: string, pageApp: string): string =>
  bundle(`import "./page-bootstrap.ts";`, "esm", {
    define: { APP_ON_DEMAND_HREF: JSON.stringify(appOnDemand), PAGE_APP_HREF: JSON.stringify(pageApp) },
    external: [appOnDemand, pageApp],
  });

/**
 * A page's application module, which the bootstrap's module imports at the first hint of a need, to preload what the
 * application runs, and runs once the visitor needs it.
 */
export const pageAppModule = (pageApp: PageApp): BuildFile =>
  contentNamedFile(
    PAGE_APP_PREFIX,
    bundle(
      `import { preloadPageApp, runPageApp } from "./page-app.ts"; const app = ${JSON.stringify(pageApp)}; export const preload = () => preloadPageApp(app); export default () => runPageApp(app);`,
      "esm",
    ),
  );

/**
 * The module every page's bootstrap imports after the first paint, named by its content: a file, not inline, so
 * that the first round trip carries the page and not this code (about 1 KB compressed, cached for good after the
 * first page). The page's bootstrap hands it the page's application module, which it runs once the visitor needs it.
 */
export const appOnDemandModule = (
  options: AppOnDemandOptions,
  signUpParameterNames: BuildSettings["signUpParameterNames"],
): BuildFile =>
  contentNamedFile(
    APP_ON_DEMAND_PREFIX,
    bundle(
      `import { runWhenNeeded } from "./app-on-demand.ts"; import { applyWebFonts } from "./web-fonts.ts"; import { carryCampaignToSignUp } from "../lib/attribution.ts"; applyWebFonts(); carryCampaignToSignUp(${JSON.stringify(signUpParameterNames)}); export default (pageApp) => runWhenNeeded(${JSON.stringify(options)}, pageApp);`,
      "esm",
    ),
  );

/** Where the module that dresses the dialogs opened before hydration goes (page-dialog-dress.ts). */
export const PAGE_DIALOG_DRESS_PREFIX = "/assets/page-dialog-dress-";

/** The module that dresses the dialogs opened before hydration, with their words and their frame's stylesheet. */
export const pageDialogDressModule = (copy: PageDialogCopy): BuildFile =>
  contentNamedFile(
    PAGE_DIALOG_DRESS_PREFIX,
    bundle(
      `import { lendPageDialogDress } from "./page-dialog-dress.ts"; export default lendPageDialogDress(${JSON.stringify(copy)});`,
      "esm",
    ),
  );

/** Where the module that answers the blog's search before hydration goes (page-search.ts). */
export const PAGE_SEARCH_PREFIX = "/assets/page-search-";

/** The module that answers the blog's search before hydration, with the search's words: imported at the box's focus. */
export const pageSearchModule = (copy: PageSearchCopy): BuildFile =>
  contentNamedFile(
    PAGE_SEARCH_PREFIX,
    bundle(
      `import { searchBeforeApp } from "./page-search.ts"; export default (input) => searchBeforeApp(input, ${JSON.stringify(copy)});`,
      "esm",
    ),
  );

/** Where the module that preloads a dialog's modules goes (`/assets/dialog-preload-<hash>.js`, dialog-preload.ts). */
export const DIALOG_PRELOAD_PREFIX = "/assets/dialog-preload-";

/**
 * The module that preloads the modules of a dialog, given its name (app/bootstrap/dialog-preload.ts), with the
 * build's lists of them: imported by the bootstrap's module at the visitor's first need of a dialog.
 */
export const dialogPreloadModule = (lists: Record<string, string[]>): BuildFile =>
  contentNamedFile(
    DIALOG_PRELOAD_PREFIX,
    bundle(
      `import { preloadDialogModules } from "./dialog-preload.ts"; export default (name) => preloadDialogModules(${JSON.stringify(lists)}, name);`,
      "esm",
    ),
  );

/** Where the stylesheet of the frame of the dialogs opened before hydration goes (page-dialog.css). */
export const PAGE_DIALOG_STYLESHEET_PREFIX = "/assets/page-dialog-";

/** The frame of the dialogs opened before hydration (app/bootstrap/page-dialog.css), minified by esbuild. */
export const pageDialogStylesheet = (): BuildFile => {
  const result = buildSync({
    entryPoints: [join(BOOTSTRAP_DIRECTORY, "page-dialog.css")],
    bundle: true,
    minify: true,
    write: false,
    logLevel: "silent",
  });
  return contentNamedFile(PAGE_DIALOG_STYLESHEET_PREFIX, (result.outputFiles?.[0]?.text ?? "").trim(), ".css");
};

/**
 * The script at the top of every page's head: it marks <html> for a signed-in customer before anything is drawn, so
 * the header offers Open app instead of a trial from the first paint (signed-in-hint.ts).
 */
export const signedInHintScript = (cookieName: string): string =>
  bundle(`import { markSignedIn } from "./signed-in-hint.ts"; markSignedIn(${JSON.stringify(cookieName)});`, "iife");
