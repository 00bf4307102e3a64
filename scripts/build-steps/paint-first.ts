/**
 * Rewrites every prerendered page so that its first paint waits for nothing but the page, and its application loads
 * only when the visitor needs it: the page's critical CSS travels inside the HTML, no script runs or is fetched until
 * the page has painted, and then only a small bootstrap runs (app/bootstrap/page-bootstrap.ts), which loads React and
 * the page's modules on the visitor's first need of them (app/bootstrap/app-on-demand.ts), with the whole stylesheet
 * and React Router's data for the page. Without this, the stylesheet and the font queue behind fifteen module preloads (about 115 KB of
 * JavaScript at high priority), React Router's inline scripts run in front of the paint, and a visitor who only
 * reads downloads and hydrates the whole application. See docs/decisions/060, 084, 099, 101, 106 and 113.
 *
 * The page is read with parse5, and each change is spliced in at the parser's locations, so that the rest of the
 * document stays byte for byte what React rendered, and hydrates.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { init as moduleLexerReady, parse as parseModule } from "es-module-lexer";
import { type DefaultTreeAdapterMap, parse as parseHtml } from "parse5";
import type { PageApp } from "#app/bootstrap/page-app.ts";
import type { PageDialogCopy } from "#app/bootstrap/page-dialog-dress.ts";
import { MOVED_SCRIPT_TYPE, STYLESHEET_UNTIL_NEEDED_TYPE } from "#app/bootstrap/page-signals.ts";
import type { DialogName } from "#app/components/dialogs/dialogs-context.tsx";
import { blogSearchWords } from "#content/blog-copy.ts";
import { leadFormCopy } from "#content/lead-forms.ts";
import { navigationCopy } from "#content/navigation.ts";
import { buildSettings } from "#core/build-settings.ts";
import { WEB_FONTS_ATTRIBUTE } from "#core/web-fonts.ts";
import {
  appOnDemandModule,
  dialogPreloadModule,
  pageAppModule,
  pageBootstrapScript,
  pageDialogDressModule,
  pageDialogStylesheet,
  pageSearchModule,
  signedInHintScript,
} from "#scripts/build-steps/app-on-demand-script.ts";
import { type BuildFile, contentNamedFile } from "#scripts/build-steps/content-named-file.ts";
import { type PageStyles, pageStyles } from "#scripts/build-steps/critical-css.ts";
import { prerenderedPages } from "#server/build-output.ts";

/** Where a page's classic scripts go, one file per page named by its content: `/assets/page-scripts-<hash>.js`. */
export const PAGE_SCRIPTS_PREFIX = "/assets/page-scripts-";
/**
 * Where React Router's bootstrap for a page goes, as it wrote it, one module per page named by its content
 * (`/assets/page-router-<hash>.js`): the page's application imports it last, once every module it imports has run.
 */
export const PAGE_ROUTER_PREFIX = "/assets/page-router-";
/** Marks the signed-in hint's element, the one classic script that stays in the page. */
export const SIGNED_IN_HINT_ATTRIBUTE = "data-signed-in-hint";

/**
 * What the rewrite reads from the build: a stylesheet's critical CSS for a page and its web fonts, and the modules a
 * module imports statically; the inline bootstrap of a page whose application module is `pageApp`, that module, and
 * the signed-in hint (app-on-demand-script.ts).
 */
export type BuildAssets = {
  styles: (href: string) => PageStyles;
  staticImportsOf: (href: string) => string[];
  bootstrap: (pageApp: string) => string;
  pageApp: (pageApp: PageApp) => BuildFile;
  signedInHint: string;
};

type Element = DefaultTreeAdapterMap["element"];
type Location = { startOffset: number; endOffset: number };
/** A change to the page: the text from `start` to `end` becomes `text`. */
type Edit = { start: number; end: number; text: string };

const elementsOf = (node: DefaultTreeAdapterMap["parentNode"]): Element[] =>
  node.childNodes.flatMap((child) => ("tagName" in child ? [child, ...elementsOf(child)] : []));

const attributeOf = (element: Element, name: string): string | undefined =>
  element.attrs.find((attribute) => attribute.name === name)?.value;

/** An element's start tag, and where its end tag starts: what lies between is its text (a script's, a style's). */
const tagsOf = (element: Element, page: string): { startTag: Location; endTag?: Location } => {
  const location = element.sourceCodeLocation;
  if (!location?.startTag) throw new Error(`${page}: the parser gave no location for a <${element.tagName}>`);
  return { startTag: location.startTag, ...(location.endTag ? { endTag: location.endTag } : {}) };
};

/** The text of an element whose content is raw text (a script). */
const rawTextOf = (html: string, element: Element, page: string): { start: number; end: number; text: string } => {
  const { startTag, endTag } = tagsOf(element, page);
  if (!endTag) throw new Error(`${page}: a <${element.tagName}> has no end tag`);
  return { start: startTag.endOffset, end: endTag.startOffset, text: html.slice(startTag.endOffset, endTag.startOffset) };
};

/** Adds an attribute to a start tag, after its last one (or its name), leaving the rest of the tag as it was. */
const withAttribute = (element: Element, page: string, name: string, value: string): Edit => {
  const { startTag } = tagsOf(element, page);
  const attributes = Object.values(element.sourceCodeLocation?.attrs ?? {});
  const at =
    attributes.length > 0
      ? Math.max(...attributes.map(({ endOffset }) => endOffset))
      : startTag.startOffset + element.tagName.length + 1;
  return { start: at, end: at, text: ` ${name}="${value}"` };
};

const applied = (html: string, edits: readonly Edit[]): string => {
  let rewritten = html;
  for (const { start, end, text } of [...edits].sort((a, b) => b.start - a.start))
    rewritten = rewritten.slice(0, start) + text + rewritten.slice(end);
  return rewritten;
};

const inlineStyle = (css: string, href: string): string => {
  if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", which would end the inline <style> early`);
  return `<style>${css}</style>`;
};

/** The elements the rewrite reads and changes, found by the parser. */
type PageParts = {
  charsets: Element[];
  stylesheets: Element[];
  modulePreloads: Element[];
  /** Scripts without `type` or `src`, which the parser runs: React Router's context, data and scroll restoration. */
  classicScripts: Element[];
  /** React Router's inline module script: it imports the page's modules, then its entry. */
  bootstraps: Element[];
  signedInHints: Element[];
};

const pagePartsOf = (html: string): PageParts => {
  const parts: PageParts = {
    charsets: [],
    stylesheets: [],
    modulePreloads: [],
    classicScripts: [],
    bootstraps: [],
    signedInHints: [],
  };
  for (const element of elementsOf(parseHtml(html, { sourceCodeLocationInfo: true }))) {
    const has = (name: string) => attributeOf(element, name) !== undefined;
    if (element.tagName === "meta" && has("charset")) parts.charsets.push(element);
    else if (element.tagName === "link" && attributeOf(element, "rel") === "stylesheet" && !has("type"))
      parts.stylesheets.push(element);
    else if (element.tagName === "link" && attributeOf(element, "rel") === "modulepreload") parts.modulePreloads.push(element);
    else if (element.tagName !== "script") continue;
    else if (has(SIGNED_IN_HINT_ATTRIBUTE)) parts.signedInHints.push(element);
    else if (attributeOf(element, "type") === "module" && has("async")) parts.bootstraps.push(element);
    else if (!has("type") && !has("src")) parts.classicScripts.push(element);
  }
  return parts;
};

/**
 * Each stylesheet link becomes a `<style>` holding the page's critical CSS, the stylesheet's web fonts in a
 * `<noscript>` (the bootstrap applies them after the first paint; with scripts off the browser does), and the same
 * link, of `STYLESHEET_UNTIL_NEEDED_TYPE`: React still finds the link it rendered when it hydrates the head, by its
 * rel and href (without it, hydration fails with error 418 and React renders the whole document again).
 */
const inlineCriticalStyles = async (
  html: string,
  links: readonly Element[],
  styles: BuildAssets["styles"],
  page: string,
): Promise<Edit[]> => {
  const edits = await Promise.all(
    links.map(async (link) => {
      const href = attributeOf(link, "href") ?? "";
      const { criticalFor, webFonts } = styles(href);
      const fonts = webFonts ? `<noscript ${WEB_FONTS_ATTRIBUTE}>${inlineStyle(webFonts, href)}</noscript>` : "";
      const before = tagsOf(link, page).startTag.startOffset;
      const inline = { start: before, end: before, text: `${inlineStyle(await criticalFor(html), href)}${fonts}` };
      return [inline, withAttribute(link, page, "type", STYLESHEET_UNTIL_NEEDED_TYPE)];
    }),
  );
  return edits.flat();
};

/**
 * Takes every classic inline script out of the page, in document order, for the page's application to run from a
 * file once the visitor needs it (`MOVED_SCRIPT_TYPE` left on the empty element): run by the parser, they would be
 * the page's first JavaScript, and the script engine's start-up would land in front of the paint; kept in the page,
 * React Router's data for hydration would be bytes of every first visit (a tenth of a page's), which a visitor who
 * only reads never uses.
 */
const takeClassicScripts = (html: string, scripts: readonly Element[], page: string): { edits: Edit[]; texts: string[] } => {
  const taken = scripts.map((script) => ({ script, ...rawTextOf(html, script, page) }));
  return {
    texts: taken.map(({ text }) => text),
    edits: taken.flatMap(({ script, start, end }) => {
      const { startTag } = tagsOf(script, page);
      const typed = startTag.startOffset + "<script".length;
      return [
        { start: typed, end: typed, text: ` type="${MOVED_SCRIPT_TYPE}"` },
        { start, end, text: "" },
      ];
    }),
  };
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

/** The asset paths a module imports statically, resolved against its own path (es-module-lexer; await `moduleLexerReady` first). */
export const staticImportsIn = (moduleHref: string, source: string): string[] =>
  parseModule(source)[0]
    .filter(({ d, n }) => d === -1 && n !== undefined && /^\.{0,2}\//.test(n))
    .map(({ n = "" }) => new URL(n, `https://build${moduleHref}`).pathname);

/**
 * React Router's bootstrap for a page, checked: its static imports must all be among the page's module preloads
 * (the page's application evaluates them first, one per task), and it must end by importing the entry. Fails the
 * build when React Router's output no longer has that shape, rather than shipping a page that never hydrates.
 */
const routerBootstrap = (body: string, preloads: readonly string[], page: string): { entry: string } => {
  const imports = parseModule(body)[0];
  const preloaded = new Set(preloads);
  for (const { d, n } of imports)
    if (d === -1 && (n === undefined || !preloaded.has(n)))
      throw new Error(`${page}: the bootstrap script imports ${n} statically, which the page does not preload`);
  const last = imports.at(-1);
  const entry = last && last.d >= 0 ? last.n : undefined;
  if (!last || entry === undefined || !/^[\s;]*$/.test(body.slice(last.se)))
    throw new Error(`${page}: the bootstrap script no longer ends by importing React Router's entry`);
  return { entry };
};

/** A page rewritten to paint first, and the files it now loads once the application is needed. */
export type PaintFirstPage = { html: string; files: BuildFile[] };

/**
 * Rewrites a page to paint first: its critical CSS inline, its classic scripts moved to a file, its module preloads
 * and React Router's bootstrap moved into the page's application module (`BuildAssets.pageApp`), which the page's
 * inline bootstrap imports once the visitor needs the application; the signed-in hint right after `<meta charset>`.
 * A page rewritten before (it has the hint) is returned as it is, with no files.
 */
export const paintFirst = async (html: string, assets: BuildAssets, page = "page"): Promise<PaintFirstPage> => {
  await moduleLexerReady;
  const parts = pagePartsOf(html);
  const [charset, ...otherCharsets] = parts.charsets;
  if (!charset || otherCharsets.length > 0) throw new Error(`${page}: expected one <meta charset> in the head`);
  if (parts.signedInHints.length > 0) return { html, files: [] };
  const [bootstrap, ...otherBootstraps] = parts.bootstraps;
  if (!bootstrap || otherBootstraps.length > 0)
    throw new Error(`${page}: expected one React Router bootstrap script, found ${parts.bootstraps.length}`);

  const { edits: scriptEdits, texts } = takeClassicScripts(html, parts.classicScripts, page);
  const pageScripts = texts.length > 0 ? contentNamedFile(PAGE_SCRIPTS_PREFIX, pageScriptsFile(texts)) : undefined;
  const preloads = parts.modulePreloads.map((link) => attributeOf(link, "href") ?? "");
  const body = rawTextOf(html, bootstrap, page);
  const { entry } = routerBootstrap(body.text, preloads, page);
  const router = contentNamedFile(PAGE_ROUTER_PREFIX, `${body.text.trim()}\n`);
  const pageApp = assets.pageApp({
    modules: evaluationOrder(preloads, assets.staticImportsOf),
    entry,
    router: router.href,
    ...(pageScripts ? { pageScripts: pageScripts.href } : {}),
  });
  const inline = assets.bootstrap(pageApp.href);
  if (/<\/script/i.test(inline)) throw new Error(`${page}: the bootstrap contains "</script", which would end it early`);

  const removed = ({ startOffset, endOffset }: Location): Edit => ({ start: startOffset, end: endOffset, text: "" });
  const afterCharset = tagsOf(charset, page).startTag.endOffset;
  const edits: Edit[] = [
    ...(await inlineCriticalStyles(html, parts.stylesheets, assets.styles, page)),
    ...scriptEdits,
    ...parts.modulePreloads.map((link) => removed(tagsOf(link, page).startTag)),
    { start: body.start, end: body.end, text: inline },
    { start: afterCharset, end: afterCharset, text: `<script ${SIGNED_IN_HINT_ATTRIBUTE}>${assets.signedInHint}</script>` },
  ];
  return { html: applied(html, edits), files: [pageScripts, router, pageApp].filter((file) => file !== undefined) };
};

/** Reads each file of the build once, however many pages refer to it. */
const memoised = <T>(read: (href: string) => T): ((href: string) => T) => {
  const cache = new Map<string, T>();
  return (href) => {
    if (!cache.has(href)) cache.set(href, read(href));
    return cache.get(href) as T;
  };
};

/**
 * The chunks Vite makes of the modules each dialog imports lazily (a chunk is named after its module): the dialogs'
 * content (app/components/dialogs/site-dialogs-content.tsx) and the dialog's form (app/components/forms/).
 */
const DIALOG_CHUNKS = {
  "contact-sales": ["site-dialogs-content", "contact-sales-form"],
  "contact-message": ["site-dialogs-content", "contact-message-form"],
} satisfies Record<DialogName, string[]>;

/**
 * Every module each dialog needs once opened: its lazy chunks and all they import statically, so that the bootstrap
 * asks for them in one round (app-on-demand.ts). Fails the build when a chunk is missing, rather than preload nothing.
 */
export const dialogModules = (
  assetHrefs: readonly string[],
  staticImportsOf: BuildAssets["staticImportsOf"],
): Record<DialogName, string[]> => {
  const chunk = (name: string) => {
    const href = assetHrefs.find((candidate) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(candidate));
    if (!href) throw new Error(`No chunk /assets/${name}-<hash>.js in the build: see DIALOG_CHUNKS in paint-first.ts`);
    return href;
  };
  const withImports = (hrefs: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (href: string) => {
      if (seen.has(href)) return;
      seen.add(href);
      for (const imported of staticImportsOf(href)) visit(imported);
    };
    for (const href of hrefs) visit(href);
    return [...seen];
  };
  const entries = Object.entries(DIALOG_CHUNKS).map(([dialog, names]) => [dialog, withImports(names.map(chunk))]);
  return Object.fromEntries(entries) as Record<DialogName, string[]>;
};

/** The words of the dialogs opened as plain HTML before hydration (app/bootstrap/page-dialog-dress.ts). */
const pageDialogWords = (): Omit<PageDialogCopy, "stylesheet"> => ({
  dialogs: Object.fromEntries(
    (Object.keys(DIALOG_CHUNKS) as DialogName[]).map((name) => [name, leadFormCopy[name].dialog]),
  ) as Record<DialogName, { title: string; description: string }>,
  close: navigationCopy.close,
});

/** Rewrites every prerendered page of the build in place, beside the files of their scripts; returns how many. */
export const rewritePagesToPaintFirst = async (buildDirectory: string): Promise<number> => {
  await moduleLexerReady;
  const staticImportsOf = memoised((href) => staticImportsIn(href, readFileSync(join(buildDirectory, href), "utf8")));
  const assetHrefs = readdirSync(join(buildDirectory, "assets")).map((file) => `/assets/${file}`);
  const dialogPreload = dialogPreloadModule(dialogModules(assetHrefs, staticImportsOf));
  const dialogStylesheet = pageDialogStylesheet();
  const dialogDress = pageDialogDressModule({ ...pageDialogWords(), stylesheet: dialogStylesheet.href });
  const { searching, failed, found, none } = blogSearchWords;
  const search = pageSearchModule({ searching, failed, found, none });
  const appOnDemand = appOnDemandModule(
    {
      analytics: buildSettings.analytics !== null,
      cookieless: buildSettings.analytics?.cookieless ?? "off",
      dialogModules: dialogPreload.href,
      pageDialogDress: dialogDress.href,
      pageSearch: search.href,
    },
    buildSettings.signUpParameterNames,
  );
  for (const file of [dialogPreload, dialogStylesheet, dialogDress, search, appOnDemand])
    writeFileSync(join(buildDirectory, file.href), file.text);
  const assets: BuildAssets = {
    styles: memoised((href) => pageStyles(readFileSync(join(buildDirectory, href), "utf8").trim())),
    staticImportsOf,
    bootstrap: (pageApp) => pageBootstrapScript(appOnDemand.href, pageApp),
    pageApp: pageAppModule,
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
