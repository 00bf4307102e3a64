/**
 * Rewrites every prerendered page so that its first paint waits for nothing but the page: the stylesheet travels
 * inside the HTML, and the scripts that hydrate it are fetched only once the page has painted. Without this, the
 * stylesheet and the font queue behind fifteen module preloads (about 115 KB of JavaScript at high priority) that
 * the first paint does not need. See docs/decisions/060-the-page-paints-before-its-scripts-load.md.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { prerenderedPages } from "#server/build-output.ts";

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/[^"]+\.css)"\/>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="(\/[^"]+\.js)"\/>/g;
/** React Router's bootstrap: static imports of the manifest and the matched route modules, then the entry. */
const BOOTSTRAP_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /import (?:\* as (\w+) from )?("[^"]+");/g;

/**
 * Each stylesheet link becomes a `<style>` holding the stylesheet, followed by the same link, `disabled`: a disabled
 * stylesheet is never fetched, and React still finds the link it rendered when it hydrates the head (without it,
 * hydration fails with error 418 and React renders the whole document again).
 */
export const inlineStylesheets = (html: string, readStylesheet: (href: string) => string): string =>
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

/**
 * Preloads every module at once (no waterfall), then evaluates them one per task, the entry last: a module graph
 * imported in one go is evaluated in one long task, which blocks input for as long as the framework takes to load.
 */
const preloadAndEvaluate = (hrefs: readonly string[], entry: string): string =>
  hrefs.length === 0
    ? ""
    : `const modules = ${JSON.stringify(hrefs)}; for (const href of modules) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href })); for (const href of modules.filter((href) => href !== ${entry})) { await import(href); await new Promise((next) => setTimeout(next)); }`;

/**
 * Moves the page's module preloads into its bootstrap script, which now waits for the first paint, then preloads
 * them all at once, evaluates them one per task, and imports React Router's modules in the order its static imports
 * did. Fails the build when React Router's bootstrap no longer has the expected shape, rather than shipping a page
 * that never hydrates.
 */
export const deferModuleScripts = (html: string, page = "page"): string => {
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href = ""]) => href);
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
    return `<script type="module" async="">${AFTER_FIRST_PAINT}${preloadAndEvaluate(preloads, entry)}${imports.trim()}</script>`;
  });
  if (bootstraps !== 1) throw new Error(`${page}: expected one React Router bootstrap script, found ${bootstraps}`);
  return rewritten;
};

export const paintFirst = (html: string, readStylesheet: (href: string) => string, page?: string): string =>
  deferModuleScripts(inlineStylesheets(html, readStylesheet), page);

/** Rewrites every prerendered page of the build in place; returns how many. */
export const rewritePagesToPaintFirst = (buildDirectory: string): number => {
  const stylesheets = new Map<string, string>();
  const readStylesheet = (href: string) => {
    let css = stylesheets.get(href);
    if (css === undefined) {
      css = readFileSync(join(buildDirectory, href), "utf8").trim();
      stylesheets.set(href, css);
    }
    return css;
  };
  const pages = prerenderedPages(buildDirectory);
  for (const page of pages) writeFileSync(page, paintFirst(readFileSync(page, "utf8"), readStylesheet, page));
  return pages.length;
};
