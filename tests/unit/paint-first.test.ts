import { describe, expect, it } from "vitest";
import {
  type BuildAssets,
  deferModuleScripts,
  evaluationOrder,
  inlineCriticalStyles,
  MOVED_SCRIPT_TYPE,
  PAGE_APP_PREFIX,
  PAGE_SCRIPTS_PREFIX,
  paintFirst,
  SIGNED_IN_HINT_ATTRIBUTE,
  STYLESHEET_UNTIL_NEEDED_TYPE,
  staticImportsIn,
  takeClassicScripts,
} from "#scripts/build-steps/paint-first.ts";

const bootstrap = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-1.js";',
  'import * as route1 from "/assets/home-1.js";',
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};',
  'import("/assets/entry.client-1.js");',
].join("\n");

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Home</title>',
  '<link rel="preload" href="/assets/font-1.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/framework-1.js"/>',
  '<link rel="stylesheet" href="/assets/root-1.css"/>',
  '<script type="application/ld+json">{"@type":"Organization"}</script></head>',
  `<body><h1>Home</h1><script>window.__context = {};</script><script type="module" async="">${bootstrap}</script></body></html>`,
].join("");

const css = "body{color:red}";
const webFonts = '@font-face{font-family:Inter;src:url(/assets/font-1.woff2)format("woff2")}';
const styles =
  (critical = css) =>
  () => ({ criticalFor: async () => critical, webFonts });
/** framework ← site ← root: the manifest imports nothing. */
const moduleImports: Record<string, string[]> = {
  "/assets/root-1.js": ["/assets/site-1.js", "/assets/framework-1.js"],
  "/assets/site-1.js": ["/assets/framework-1.js"],
};
const staticImportsOf = (href: string) => moduleImports[href] ?? [];
const firstSteps = "(()=>{holdBackClicks()})();";
const appNeeded = "await appOnDemand.appNeeded({});";
const signedInHint = "markSignedIn()";
const assets: BuildAssets = { styles: styles(), staticImportsOf, firstSteps, appNeeded, signedInHint };
const bootstrapOf = (html: string) => html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";

describe("pages that paint before their scripts load", () => {
  it("carry their critical CSS inline, before any script, their web fonts apart, and keep the link, held until needed, so React finds it", async () => {
    const html = await inlineCriticalStyles(page, styles());
    expect(html).toContain(
      `<style>${css}</style><noscript data-web-fonts><style>${webFonts}</style></noscript><link rel="stylesheet" href="/assets/root-1.css" type="${STYLESHEET_UNTIL_NEEDED_TYPE}"/>`,
    );
    expect(html.indexOf("<style>")).toBeLessThan(html.indexOf("<script"));
    expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]+"\/>/);
  });

  it("refuse a stylesheet that would close the inline style early", async () => {
    await expect(inlineCriticalStyles(page, styles("a{}</style><script>alert(1)</script>"))).rejects.toThrow(/<\/style/);
  });

  it("take the bootstrap's first steps at once, and preload and import their modules only after the first paint and once the visitor needs the application", () => {
    const { html, pageApp } = deferModuleScripts(page, assets);
    expect(html).not.toContain('rel="modulepreload"');
    const bootstrap = bootstrapOf(html);
    expect(bootstrap.startsWith(`${firstSteps}await new Promise((painted) =>`)).toBe(true);
    expect(bootstrap).toContain('getEntriesByName("first-contentful-paint")');
    expect(pageApp?.href.startsWith(PAGE_APP_PREFIX)).toBe(true);
    expect(bootstrap.endsWith(`${appNeeded}await import(${JSON.stringify(pageApp?.href)});`)).toBe(true);
    expect(bootstrap).not.toContain("/assets/manifest-1.js");
    const script = pageApp?.text ?? "";
    expect(script).toContain('const modules = ["/assets/manifest-1.js","/assets/framework-1.js"];');
    expect(script).toContain('modules.filter((href) => href !== "/assets/entry.client-1.js")');
    const order = [
      "modulepreload",
      'await import("/assets/manifest-1.js")',
      "const route0 = await import",
      "const route1 = await import",
      "__reactRouterRouteModules",
      'import("/assets/entry.client-1.js")',
    ];
    const positions = order.map((part) => script.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(script).not.toMatch(/^\s*import[\s"*{]/m);
  });

  it("evaluate each module after the modules it imports, so that no import runs several at once", () => {
    const hrefs = ["/assets/manifest-1.js", "/assets/root-1.js", "/assets/framework-1.js", "/assets/site-1.js"];
    expect(evaluationOrder(hrefs, staticImportsOf)).toEqual([
      "/assets/manifest-1.js",
      "/assets/framework-1.js",
      "/assets/site-1.js",
      "/assets/root-1.js",
    ]);
    const withRoot = page.replace(
      '<link rel="modulepreload" href="/assets/framework-1.js"/>',
      '<link rel="modulepreload" href="/assets/root-1.js"/><link rel="modulepreload" href="/assets/site-1.js"/><link rel="modulepreload" href="/assets/framework-1.js"/>',
    );
    expect(deferModuleScripts(withRoot, assets).pageApp?.text).toContain(
      'const modules = ["/assets/manifest-1.js","/assets/framework-1.js","/assets/site-1.js","/assets/root-1.js"];',
    );
  });

  it("read a built module's static imports, not its dynamic ones", () => {
    const source =
      'import{r as e,t}from"./rolldown-runtime-1.js";import"./site-1.js";import*as n from"../vendor/x-1.js";const l=()=>import("./lazy-1.js");';
    expect(staticImportsIn("/assets/home-1.js", source)).toEqual([
      "/assets/rolldown-runtime-1.js",
      "/assets/site-1.js",
      "/vendor/x-1.js",
    ]);
  });

  it("move every classic script to a file the bootstrap runs once the application is needed, an empty element left in its place", async () => {
    const withReveal = `${page.replace("</body>", "")}<script id="_R_">requestAnimationFrame(() => {});</script></body></html>`;
    const { html, scripts } = takeClassicScripts(withReveal);
    expect(scripts).toEqual(["window.__context = {};", "requestAnimationFrame(() => {});"]);
    expect(html).toContain(`<script type="${MOVED_SCRIPT_TYPE}"></script>`);
    expect(html).toContain(`<script type="${MOVED_SCRIPT_TYPE}" id="_R_"></script>`);
    expect(html).not.toContain("window.__context");
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(html).toContain('<script type="module" async="">');

    const rewritten = await paintFirst(withReveal, assets);
    const [pageScripts, pageApp] = rewritten.files;
    expect(pageScripts?.text).toBe("window.__context = {};;\nrequestAnimationFrame(() => {});;\n");
    expect(pageScripts?.href.startsWith(PAGE_SCRIPTS_PREFIX)).toBe(true);
    const bootstrap = bootstrapOf(rewritten.html);
    const waits = ['getEntriesByName("first-contentful-paint")', "DOMContentLoaded", appNeeded, JSON.stringify(pageApp?.href)];
    const waited = waits.map((part) => bootstrap.indexOf(part));
    expect(waited.every((position) => position >= 0)).toBe(true);
    expect([...waited].sort((a, b) => a - b)).toEqual(waited);
    const script = pageApp?.text ?? "";
    const order = [
      "const modules",
      `link[rel=stylesheet][type="${STYLESHEET_UNTIL_NEEDED_TYPE}"]`,
      JSON.stringify(pageScripts?.href),
      `script[type="${MOVED_SCRIPT_TYPE}"]`,
      "await import(href)",
    ];
    const positions = order.map((part) => script.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("run the signed-in hint first in the head, the one script kept inline and run before the body is parsed", async () => {
    const { html } = await paintFirst(page, assets);
    expect(html).toContain(`<head><meta charSet="utf-8"/><script ${SIGNED_IN_HINT_ATTRIBUTE}>${signedInHint}</script><title>`);
    expect(html.match(/<script( [\w-]+)?>/g)).toEqual([`<script ${SIGNED_IN_HINT_ATTRIBUTE}>`]);
  });

  it("leave the JSON-LD as it was", async () => {
    const { html } = await paintFirst(page, assets);
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
  });

  it("are left as they are when rewritten twice", async () => {
    const once = await paintFirst(page, assets);
    const twice = await paintFirst(once.html, assets);
    expect(twice.html).toBe(once.html);
    expect(twice.files).toEqual([]);
  });

  it("fail the build when React Router's bootstrap is missing", () => {
    expect(() => deferModuleScripts(page.replace(/<script type="module"[\s\S]*?<\/script>/, ""), assets, "index.html")).toThrow(
      /index\.html: expected one React Router bootstrap script, found 0/,
    );
  });
});
