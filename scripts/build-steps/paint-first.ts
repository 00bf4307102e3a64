/**
 * Rewrites every prerendered page so that its first paint waits for nothing but the page, and its application loads
 * only when the visitor needs it: the stylesheet travels inside the HTML, no script runs or is fetched until the page
 * has painted, and then only a small bootstrap runs, which loads React and the page's modules on the visitor's first
 * need of them (app/bootstrap/app-on-demand.ts). Without this, the stylesheet and the font queue behind fifteen module
 * preloads (about 115 KB of JavaScript at high priority), React Router's inline scripts run in front of the paint, and
 * a visitor who only reads downloads and hydrates the whole application. See docs/decisions/060, 084 and 099.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildSettings } from "#core/build-settings.ts";
import { appNeededScript } from "#scripts/build-steps/app-on-demand-script.ts";
import { prerenderedPages } from "#server/build-output.ts";

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/[^"]+\.css)"\/>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="(\/[^"]+\.js)"\/>/g;
/** React Router's bootstrap: static imports of the manifest and the matched route modules, then the entry. */
const BOOTSTRAP_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /import (?:\* as (\w+) from )?("[^"]+");/g;
/** A classic inline script (no `type`, no `src`): React Router's context, data and scroll scripts, React's reveals. */
const CLASSIC_SCRIPT_TAG = /<script(\s[^>]*)?>/g;
/** The type that makes a classic script an inert data block until the bootstrap runs it after the first paint. */
export const AFTER_PAINT_SCRIPT_TYPE = "text/x-run-after-paint";
/** A static import in a built module: `import{a as b}from"./framework-1.js"` or `import"./site-1.js"`. */
const MODULE_STATIC_IMPORT = /\bimport\s*(?:[\w$*{][^"'();]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/**
 * What the rewrite reads from the build: a stylesheet's text, and the modules a module imports statically; and the
 * script that waits until the visitor needs the application (app-on-demand-script.ts).
 */
export type BuildAssets = {
  stylesheet: (href: string) => string;
  staticImportsOf: (href: string) => string[];
  appNeeded: string;
};

/**
 * Each stylesheet link becomes a `<style>` holding the stylesheet, followed by the same link, `disabled`: a disabled
 * stylesheet is never fetched, and React still finds the link it rendered when it hydrates the head (without it,
 * hydration fails with error 418 and React renders the whole document again).
 */
export const inlineStylesheets = (html: string, readStylesheet: BuildAssets["stylesheet"]): string =>
  html.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = readStylesheet(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", which would end the inline <style> early`);
    return `<style>${css}</style>${link.replace("/>", " disabled/>")}`;
  });

/**
 * Waits for the first contentful paint (the Paint Timing API, buffered, so one that already happened counts); where
 * the API is missing, for the end of the next frame. An animation frame alone is not enough: Chromium may run one
 * before anything contentful is on screen.
 */
const AFTER_FIRST_PAINT =
  'await new Promise((painted) => { if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return requestAnimationFrame(() => setTimeout(painted)); new PerformanceObserver((entries, observer) => { if (entries.getEntriesByName("first-contentful-paint").length === 0) return; observer.disconnect(); setTimeout(painted); }).observe({ type: "paint", buffered: true }); });';

/** Yields to the browser: whatever follows runs in a task of its own. */
const NEXT_TASK = "await new Promise((next) => setTimeout(next));";

/** The bootstrap reads the page's inert scripts only once the parser has reached them all. */
const AFTER_PARSING =
  'if (document.readyState === "loading") await new Promise((parsed) => document.addEventListener("DOMContentLoaded", parsed, { once: true }));';

/**
 * Runs the page's inert classic scripts in document order, one per task, each as the script it was (same text, so
 * the CSP's hash still allows it): React Router's context and data, its scroll restoration, React's reveal of
 * streamed content.
 */
const RUN_AFTER_PAINT_SCRIPTS = `for (const inert of document.querySelectorAll('script[type="${AFTER_PAINT_SCRIPT_TYPE}"]')) { ${NEXT_TASK} const script = document.createElement("script"); for (const { name, value } of inert.attributes) if (name !== "type") script.setAttribute(name, value); script.text = inert.text; inert.replaceWith(script); }`;

/**
 * Makes every classic inline script an inert data block, for the bootstrap to run after the first paint: run by the
 * parser, they would be the page's first JavaScript, and the script engine's start-up would land in front of the paint.
 */
export const deferClassicScripts = (html: string): string =>
  html.replace(CLASSIC_SCRIPT_TAG, (tag, attributes = "") =>
    /\b(type|src)=/.test(attributes) ? tag : `<script type="${AFTER_PAINT_SCRIPT_TYPE}"${attributes}>`,
  );

/**
 * The order that evaluates one module at a time: each after the modules it imports. Importing a module evaluates
 * every module it needs that has not run yet in the same task, so in any other order one import would run the
 * framework, the site's shared code and a route together, one long task.
 */
export const evaluationOrder = (hrefs: readonly string[], staticImportsOf: BuildAssets["staticImportsOf"]): string[] => {
  const wanted = new Set(hrefs);
  const ordered: string[] = [];
  const visited = new Set<string>();
  const visit = (href: string) => {
    if (visited.has(href)) return;
    visited.add(href);
    for (const imported of staticImportsOf(href)) if (wanted.has(imported)) visit(imported);
    ordered.push(href);
  };
  for (const href of hrefs) visit(href);
  return ordered;
};

/** The asset paths a built module imports statically, resolved against its own path. */
export const staticImportsIn = (moduleHref: string, source: string): string[] =>
  [...source.matchAll(MODULE_STATIC_IMPORT)].map(
    ([, specifier = ""]) => new URL(specifier, `https://build${moduleHref}`).pathname,
  );

/**
 * Preloads every module at once (no waterfall), runs the page's inert scripts, then evaluates the modules one per
 * task, each after its imports and the entry last: a module graph imported in one go is evaluated in one long task,
 * which blocks input for as long as the framework takes to load.
 */
const preloadAndEvaluate = (hrefs: readonly string[], entry: string): string =>
  hrefs.length === 0
    ? RUN_AFTER_PAINT_SCRIPTS
    : `const modules = ${JSON.stringify(hrefs)}; for (const href of modules) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href })); ${RUN_AFTER_PAINT_SCRIPTS} for (const href of modules.filter((href) => href !== ${entry})) { ${NEXT_TASK} await import(href); }`;

/**
 * Moves the page's module preloads into its bootstrap script, which now waits for the first paint, the end of parsing
 * and the visitor's need of the application (`appNeeded`), then preloads them all at once, runs the inert scripts,
 * evaluates the modules one per task, and imports React Router's modules in the order its static imports did. Fails
 * the build when React Router's bootstrap no longer has the expected shape, rather than shipping a page that never
 * hydrates.
 */
export const deferModuleScripts = (
  html: string,
  { staticImportsOf, appNeeded }: Pick<BuildAssets, "staticImportsOf" | "appNeeded">,
  page = "page",
): string => {
  const preloads = evaluationOrder(
    [...html.matchAll(MODULE_PRELOAD)].map(([, href = ""]) => href),
    staticImportsOf,
  );
  let bootstraps = 0;
  const rewritten = html.replace(MODULE_PRELOAD, "").replace(BOOTSTRAP_SCRIPT, (script, body: string) => {
    bootstraps += 1;
    if (body.startsWith(AFTER_FIRST_PAINT)) return script;
    const imports = body.replace(STATIC_IMPORT, (_statement, name: string | undefined, specifier: string) =>
      name ? `const ${name} = await import(${specifier});` : `await import(${specifier});`,
    );
    if (/^\s*import[\s{*"]/m.test(imports)) throw new Error(`${page}: unexpected static import left in the bootstrap script`);
    const entry = imports.match(/import\(("[^"]+")\);?\s*$/)?.[1];
    if (!entry) throw new Error(`${page}: the bootstrap script no longer ends by importing React Router's entry`);
    return `<script type="module" async="">${AFTER_FIRST_PAINT}${AFTER_PARSING}${appNeeded}${preloadAndEvaluate(preloads, entry)}${imports.trim()}</script>`;
  });
  if (bootstraps !== 1) throw new Error(`${page}: expected one React Router bootstrap script, found ${bootstraps}`);
  return rewritten;
};

export const paintFirst = (html: string, assets: BuildAssets, page?: string): string =>
  deferModuleScripts(deferClassicScripts(inlineStylesheets(html, assets.stylesheet)), assets, page);

/** Reads each file of the build once, however many pages refer to it. */
const memoised = <T>(read: (href: string) => T): ((href: string) => T) => {
  const cache = new Map<string, T>();
  return (href) => {
    if (!cache.has(href)) cache.set(href, read(href));
    return cache.get(href) as T;
  };
};

/** Rewrites every prerendered page of the build in place; returns how many. */
export const rewritePagesToPaintFirst = (buildDirectory: string): number => {
  const assets: BuildAssets = {
    stylesheet: memoised((href) => readFileSync(join(buildDirectory, href), "utf8").trim()),
    staticImportsOf: memoised((href) => staticImportsIn(href, readFileSync(join(buildDirectory, href), "utf8"))),
    appNeeded: appNeededScript({ analytics: buildSettings.analytics !== null }),
  };
  const pages = prerenderedPages(buildDirectory);
  for (const page of pages) writeFileSync(page, paintFirst(readFileSync(page, "utf8"), assets, page));
  return pages.length;
};
