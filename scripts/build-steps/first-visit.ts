/**
 * What a first visit to a prerendered page downloads, read from the build alone: the page, its stylesheets, its fonts
 * and every script it runs on load (the modules its inline scripts import, and everything those import statically).
 * Code behind a dynamic import() inside a chunk is left out: it loads on a later interaction. So is the page's
 * application module, which the bootstrap imports once the visitor needs it (app/bootstrap/page-bootstrap.ts), and
 * everything it starts: that is counted on its own, as the page's application on demand.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import { STYLESHEET_UNTIL_NEEDED_TYPE } from "#app/bootstrap/page-signals.ts";
import { PAGE_APP_PREFIX } from "./app-on-demand-script.ts";

/** What a first visit fetches, and apart from it, the scripts that load once the visitor needs the application. */
export type FirstVisit = { scripts: string[]; stylesheets: string[]; fonts: string[]; appOnDemand: string[] };

/**
 * Scripts the HTML itself starts: module scripts, module preloads and the inline bootstrap's imports, whose paths
 * esbuild keeps as quoted strings (of the data spliced into it, as in a page's application module).
 */
const PAGE_SCRIPT_PATTERNS = [
  /<script[^>]*\bsrc="([^"]+\.js)"/g,
  /<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g,
  /<link[^>]*href="([^"]+\.js)"[^>]*rel="modulepreload"/g,
  /import\s*["']([^"']+\.js)["']/g,
  /"(\/[^"]+\.js)"/g,
];

/** `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"` in a minified chunk. */
const STATIC_IMPORT = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js|\/[^"']+\.js)["']/g;

const matchesOf = (text: string, patterns: readonly RegExp[]): string[] =>
  patterns.flatMap((pattern) => [...text.matchAll(pattern)].map(([, source = ""]) => source));

export const staticImportsOf = (script: string, scriptPath: string): string[] =>
  matchesOf(script, [STATIC_IMPORT]).map((specifier) =>
    specifier.startsWith("/") ? specifier : posix.join(posix.dirname(scriptPath), specifier),
  );

/**
 * The scripts the HTML starts, and every script they import statically, as absolute paths of the build; a page's
 * application module (`PAGE_APP_PREFIX`) loads once the visitor needs it, and what it starts with it: followed only
 * when `onDemand`.
 */
const scriptsWithImports = (html: string, readScript: (path: string) => string, onDemand: boolean): string[] => {
  const isPageApp = (source: string) => source.startsWith(PAGE_APP_PREFIX);
  const started = matchesOf(html, PAGE_SCRIPT_PATTERNS).filter((source) => source.startsWith("/"));
  const found = new Set(onDemand ? started : started.filter((source) => !isPageApp(source)));
  for (const path of found) {
    const script = readScript(path);
    const startedByApp = isPageApp(path) ? matchesOf(script, PAGE_SCRIPT_PATTERNS) : [];
    for (const imported of [...staticImportsOf(script, path), ...startedByApp.filter((source) => source.startsWith("/"))])
      found.add(imported);
  }
  return [...found];
};

/** Every script a page loads before any interaction, as absolute paths of the build ("/assets/…"). */
export const firstLoadScripts = (html: string, readScript: (path: string) => string): string[] =>
  scriptsWithImports(html, readScript, false);

/** The scripts a page loads once the visitor needs its application: React, the router, the site and the route. */
export const onDemandScripts = (html: string, readScript: (path: string) => string): string[] => {
  const firstLoad = new Set(firstLoadScripts(html, readScript));
  return scriptsWithImports(html, readScript, true).filter((path) => !firstLoad.has(path));
};

/** Whether a `<link>` tag is a stylesheet the page fetches; one held until needed is not (see paint-first.ts). */
export const isFetchedStylesheet = (tag: string): boolean =>
  /\brel="stylesheet"/.test(tag) && !tag.includes(`type="${STYLESHEET_UNTIL_NEEDED_TYPE}"`);

/** Stylesheets the page fetches (its critical CSS is inline, see paint-first.ts). */
export const linkedStylesheets = (html: string): string[] =>
  [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter(isFetchedStylesheet)
    .map((tag) => tag.match(/\bhref="([^"]+)"/)?.[1] ?? "")
    .filter((href) => href.startsWith("/"));

/** Fonts the page preloads, and every font its styles declare in an @font-face (the browser may need any of them). */
export const pageFonts = (html: string, stylesheets: readonly string[]): string[] => {
  const preloaded = [...html.matchAll(/<link\b[^>]*\bas="font"[^>]*>/g)].map(([tag]) => tag.match(/\bhref="([^"]+)"/)?.[1] ?? "");
  const inlineStyles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css = ""]) => css);
  const declared = [...inlineStyles, ...stylesheets].flatMap((css) =>
    [...css.matchAll(/@font-face\s*{[^}]*}/g)].flatMap(([face]) =>
      [...face.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map(([, url = ""]) => url),
    ),
  );
  return [...new Set([...preloaded, ...declared])].filter((href) => href.startsWith("/"));
};

export const firstVisitOf = (html: string, readBuildFile: (path: string) => string): FirstVisit => {
  const stylesheets = linkedStylesheets(html);
  return {
    scripts: firstLoadScripts(html, readBuildFile),
    appOnDemand: onDemandScripts(html, readBuildFile),
    stylesheets,
    fonts: pageFonts(html, stylesheets.map(readBuildFile)),
  };
};

/** Bytes the server sends for a file: its brotli copy when the build wrote one, else the file itself. */
const sentBytes = (file: string): number => (existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size);

/** Bytes the server sends for a file of the build, by its path in the build. */
export const transferredBytes = (buildDirectory: string, path: string): number => sentBytes(join(buildDirectory, path));

/** The whole first visit of one page of the build, in bytes as sent (the page, its styles, fonts and scripts), and the page's own. */
export const firstVisitBytes = (
  buildDirectory: string,
  pageFile: string,
): { bytes: number; pageBytes: number; visit: FirstVisit } => {
  const readBuildFile = (path: string) => readFileSync(join(buildDirectory, path), "utf8");
  const visit = firstVisitOf(readFileSync(pageFile, "utf8"), readBuildFile);
  const pageBytes = sentBytes(pageFile);
  const files = [...visit.scripts, ...visit.stylesheets, ...visit.fonts];
  return { bytes: pageBytes + files.reduce((sum, path) => sum + transferredBytes(buildDirectory, path), 0), pageBytes, visit };
};
