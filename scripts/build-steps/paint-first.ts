/**
 * Rewrites every prerendered page so that its first paint waits for nothing but the page, and its application loads
 * only when the visitor needs it: the page's critical CSS travels inside the HTML, no script runs or is fetched until
 * the page has painted, and then only a small bootstrap runs, which loads React and the page's modules on the
 * visitor's first need of them (app/bootstrap/app-on-demand.ts), with the whole stylesheet and React Router's data
 * for the page. Without this, the stylesheet and the font queue behind fifteen module preloads (about 115 KB of
 * JavaScript at high priority), React Router's inline scripts run in front of the paint, and a visitor who only
 * reads downloads and hydrates the whole application. See docs/decisions/060, 084, 099, 101 and 106.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildSettings } from "#core/build-settings.ts";
import { WEB_FONTS_ATTRIBUTE } from "#core/web-fonts.ts";
import {
  appNeededScript,
  appOnDemandModule,
  bootstrapFirstSteps,
  signedInHintScript,
} from "#scripts/build-steps/app-on-demand-script.ts";
import { type BuildFile, contentNamedFile } from "#scripts/build-steps/content-named-file.ts";
import { type PageStyles, pageStyles } from "#scripts/build-steps/critical-css.ts";
import { prerenderedPages } from "#server/build-output.ts";

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/[^"]+\.css)"\/>/g;
const MODULE_PRELOAD = /<link rel="modulepreload" href="(\/[^"]+\.js)"\/>/g;
/** React Router's bootstrap: static imports of the manifest and the matched route modules, then the entry. */
const BOOTSTRAP_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/g;
const STATIC_IMPORT = /import (?:\* as (\w+) from )?("[^"]+");/g;
/** A script element with its attributes and text. */
const SCRIPT_ELEMENT = /<script(\s[^>]*)?>([\s\S]*?)<\/script>/g;
/** Where a page's classic scripts go, one file per page named by its content: `/assets/page-scripts-<hash>.js`. */
export const PAGE_SCRIPTS_PREFIX = "/assets/page-scripts-";
/**
 * Where the part of a page's bootstrap that loads its application goes, one module per page named by its content
 * (`/assets/page-app-<hash>.js`): imported once the visitor needs the application, its code is not in the page.
 */
export const PAGE_APP_PREFIX = "/assets/page-app-";
/**
 * The type of the empty script element left where each classic script was: React hydrates the `<script>` elements
 * it rendered, so each must still be there, and a script of an unknown type never runs. Once the file has run, the
 * bootstrap removes the type, which runs nothing either (an element is only run when inserted or given text).
 */
export const MOVED_SCRIPT_TYPE = "text/x-moved-to-file";
/** A static import in a built module: `import{a as b}from"./framework-1.js"` or `import"./site-1.js"`. */
const MODULE_STATIC_IMPORT = /\bimport\s*(?:[\w$*{][^"'();]*?from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

/**
 * What the rewrite reads from the build: a stylesheet's critical CSS for a page and its web fonts, and the modules a
 * module imports statically; the bootstrap's first steps, and the script that waits until the visitor needs the
 * application (app-on-demand-script.ts).
 */
export type BuildAssets = {
  styles: (href: string) => PageStyles;
  staticImportsOf: (href: string) => string[];
  firstSteps: string;
  appNeeded: string;
  signedInHint: string;
};

/** What opens every page's head, React Router's first element there: the hint goes right after it. */
const CHARSET = '<meta charSet="utf-8"/>';
/** Marks the signed-in hint's element, the one classic script that stays in the page. */
export const SIGNED_IN_HINT_ATTRIBUTE = "data-signed-in-hint";

/**
 * The signed-in hint, the one script that runs before the body is parsed: a few bytes that read a cookie and mark
 * <html>, so that the header is drawn once, right (app/bootstrap/signed-in-hint.ts).
 */
export const withSignedInHint = (html: string, hint: string, page = "page"): string => {
  const at = html.indexOf(CHARSET);
  if (at < 0 || html.indexOf(CHARSET, at + 1) >= 0) throw new Error(`${page}: expected one ${CHARSET} in the head`);
  const end = at + CHARSET.length;
  if (html.includes(SIGNED_IN_HINT_ATTRIBUTE)) return html; // rewritten before
  return `${html.slice(0, end)}<script ${SIGNED_IN_HINT_ATTRIBUTE}>${hint}</script>${html.slice(end)}`;
};

const inlineStyle = (css: string, href: string): string => {
  if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", which would end the inline <style> early`);
  return `<style>${css}</style>`;
};

/**
 * The type a page's stylesheet link has until the application needs the whole stylesheet: no browser fetches a
 * stylesheet of a type it does not know, and the bootstrap removes the type when the application needs it. (A
 * `disabled` link, which the HTML standard says not to fetch, is fetched all the same by Chromium 150, for one: 10 KB
 * more on every first visit, competing with the page and its font.)
 */
export const STYLESHEET_UNTIL_NEEDED_TYPE = "text/x-until-needed";

/**
 * Each stylesheet link becomes a `<style>` holding the page's critical CSS, the stylesheet's web fonts in a
 * `<noscript>` (the bootstrap applies them after the first paint; with scripts off the browser does), and the same
 * link, of `STYLESHEET_UNTIL_NEEDED_TYPE`: React still finds the link it rendered when it hydrates the head, by its
 * rel and href (without it, hydration fails with error 418 and React renders the whole document again).
 */
export const inlineCriticalStyles = async (html: string, styles: BuildAssets["styles"]): Promise<string> => {
  let rewritten = html;
  for (const [link, href = ""] of html.matchAll(STYLESHEET_LINK)) {
    const { criticalFor, webFonts } = styles(href);
    const fonts = webFonts ? `<noscript ${WEB_FONTS_ATTRIBUTE}>${inlineStyle(webFonts, href)}</noscript>` : "";
    const inline = `${inlineStyle(await criticalFor(html), href)}${fonts}${link.replace("/>", ` type="${STYLESHEET_UNTIL_NEEDED_TYPE}"/>`)}`;
    rewritten = rewritten.replace(link, () => inline);
  }
  return rewritten;
};

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
 * Loads the page's stylesheets held until needed and waits until they have loaded (or failed): the application
 * renders what the page's critical CSS does not style.
 */
const LOAD_STYLESHEETS = `await Promise.all([...document.querySelectorAll('link[rel=stylesheet][type="${STYLESHEET_UNTIL_NEEDED_TYPE}"]')].map((link) => new Promise((loaded) => { link.addEventListener("load", loaded, { once: true }); link.addEventListener("error", loaded, { once: true }); link.removeAttribute("type"); })));`;

/**
 * Runs the page's classic scripts, moved to `href`: React Router's context and data, its scroll restoration,
 * React's reveal of streamed content. A script of the site's own origin, so the CSP's `'self'` allows it; removed
 * once run, and the empty elements left in their place made plain scripts again, for React to hydrate what it drew.
 */
const runPageScripts = (href: string | undefined): string =>
  href
    ? `const pageScripts = Object.assign(document.createElement("script"), { src: ${JSON.stringify(href)} }); await new Promise((ran, failed) => { pageScripts.onload = ran; pageScripts.onerror = () => failed(new Error("${href} did not load")); document.body.append(pageScripts); }); pageScripts.remove(); for (const moved of document.querySelectorAll('script[type="${MOVED_SCRIPT_TYPE}"]')) moved.removeAttribute("type");`
    : "";

/** A page's classic scripts (no `type`, no `src`), taken out of it, and the page without them. */
export type ClassicScripts = { html: string; scripts: string[] };

/**
 * Takes every classic inline script out of the page, in document order, for the bootstrap to run from a file once
 * the visitor needs the application: run by the parser, they would be the page's first JavaScript, and the script
 * engine's start-up would land in front of the paint; kept in the page, React Router's data for hydration would be
 * bytes of every first visit (a tenth of a page's), which a visitor who only reads never uses.
 */
export const takeClassicScripts = (html: string): ClassicScripts => {
  const scripts: string[] = [];
  const rest = html.replace(SCRIPT_ELEMENT, (element, attributes = "", text: string) => {
    if (/\b(type|src)=/.test(attributes) || attributes.includes(SIGNED_IN_HINT_ATTRIBUTE)) return element;
    scripts.push(text);
    return `<script type="${MOVED_SCRIPT_TYPE}"${attributes}></script>`;
  });
  return { html: rest, scripts };
};

/** One file of a page's classic scripts, each ended so that the next starts a statement of its own. */
export const pageScriptsFile = (scripts: readonly string[]): string => scripts.map((script) => `${script.trim()};\n`).join("");

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
 * Preloads every module at once (no waterfall), loads the whole stylesheet, runs the page's scripts, then evaluates
 * the modules one per task, each after its imports and the entry last: a module graph imported in one go is
 * evaluated in one long task, which blocks input for as long as the framework takes to load.
 */
const preloadAndEvaluate = (hrefs: readonly string[], entry: string, pageScripts: string | undefined): string =>
  hrefs.length === 0
    ? `${LOAD_STYLESHEETS}${runPageScripts(pageScripts)}`
    : `const modules = ${JSON.stringify(hrefs)}; for (const href of modules) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href })); ${LOAD_STYLESHEETS}${runPageScripts(pageScripts)} for (const href of modules.filter((href) => href !== ${entry})) { ${NEXT_TASK} await import(href); }`;

/**
 * Moves the page's module preloads into a module of its own (`PAGE_APP_PREFIX`), which the bootstrap imports once it
 * has taken its first steps (`firstSteps`) and waited for the first paint, the end of parsing and the visitor's need
 * of the application (`appNeeded`); that module preloads them all at once, loads the whole stylesheet, runs the
 * page's classic scripts (from `pageScripts`), evaluates the modules one per task, and imports React Router's modules
 * in the order its static imports did. Fails the build when React Router's bootstrap no longer has the expected shape, rather than shipping
 * a page that never hydrates. A page rewritten before is returned as it is, with no module.
 */
export const deferModuleScripts = (
  html: string,
  { staticImportsOf, firstSteps, appNeeded }: Pick<BuildAssets, "staticImportsOf" | "firstSteps" | "appNeeded">,
  page = "page",
  pageScripts?: string,
): { html: string; pageApp?: BuildFile } => {
  const preloads = evaluationOrder(
    [...html.matchAll(MODULE_PRELOAD)].map(([, href = ""]) => href),
    staticImportsOf,
  );
  let bootstraps = 0;
  let pageApp: BuildFile | undefined;
  const rewritten = html.replace(MODULE_PRELOAD, "").replace(BOOTSTRAP_SCRIPT, (script, body: string) => {
    bootstraps += 1;
    if (body.includes(AFTER_FIRST_PAINT)) return script;
    const imports = body.replace(STATIC_IMPORT, (_statement, name: string | undefined, specifier: string) =>
      name ? `const ${name} = await import(${specifier});` : `await import(${specifier});`,
    );
    if (/^\s*import[\s{*"]/m.test(imports)) throw new Error(`${page}: unexpected static import left in the bootstrap script`);
    const entry = imports.match(/import\(("[^"]+")\);?\s*$/)?.[1];
    if (!entry) throw new Error(`${page}: the bootstrap script no longer ends by importing React Router's entry`);
    pageApp = contentNamedFile(PAGE_APP_PREFIX, `${preloadAndEvaluate(preloads, entry, pageScripts)}${imports.trim()}\n`);
    return `<script type="module" async="">${firstSteps}${AFTER_FIRST_PAINT}${AFTER_PARSING}${appNeeded}await import(${JSON.stringify(pageApp.href)});</script>`;
  });
  if (bootstraps !== 1) throw new Error(`${page}: expected one React Router bootstrap script, found ${bootstraps}`);
  return { html: rewritten, ...(pageApp ? { pageApp } : {}) };
};

/** A page rewritten to paint first, and the files it now loads once the application is needed. */
export type PaintFirstPage = { html: string; files: BuildFile[] };

export const paintFirst = async (html: string, assets: BuildAssets, page?: string): Promise<PaintFirstPage> => {
  const { html: withoutScripts, scripts } = takeClassicScripts(await inlineCriticalStyles(html, assets.styles));
  const pageScripts = scripts.length > 0 ? contentNamedFile(PAGE_SCRIPTS_PREFIX, pageScriptsFile(scripts)) : undefined;
  const { html: rewritten, pageApp } = deferModuleScripts(withoutScripts, assets, page, pageScripts?.href);
  return {
    html: withSignedInHint(rewritten, assets.signedInHint, page),
    files: [pageScripts, pageApp].filter((file) => file !== undefined),
  };
};

/** Reads each file of the build once, however many pages refer to it. */
const memoised = <T>(read: (href: string) => T): ((href: string) => T) => {
  const cache = new Map<string, T>();
  return (href) => {
    if (!cache.has(href)) cache.set(href, read(href));
    return cache.get(href) as T;
  };
};

/** Rewrites every prerendered page of the build in place, beside the files of their scripts; returns how many. */
export const rewritePagesToPaintFirst = async (buildDirectory: string): Promise<number> => {
  const appOnDemand = appOnDemandModule(
    { analytics: buildSettings.analytics !== null, cookieless: buildSettings.analytics?.cookieless ?? "off" },
    buildSettings.signUpParameterNames,
  );
  writeFileSync(join(buildDirectory, appOnDemand.href), appOnDemand.text);
  const assets: BuildAssets = {
    styles: memoised((href) => pageStyles(readFileSync(join(buildDirectory, href), "utf8").trim())),
    staticImportsOf: memoised((href) => staticImportsIn(href, readFileSync(join(buildDirectory, href), "utf8"))),
    firstSteps: bootstrapFirstSteps(),
    appNeeded: appNeededScript(appOnDemand.href),
    signedInHint: signedInHintScript(buildSettings.signedInCookie),
  };
  const pages = prerenderedPages(buildDirectory);
  for (const page of pages) {
    const { html, files } = await paintFirst(readFileSync(page, "utf8"), assets, page);
    for (const file of files) writeFileSync(join(buildDirectory, file.href), file.text);
    writeFileSync(page, html);
  }
  return pages.length;
};
