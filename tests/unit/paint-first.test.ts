import { describe, expect, it } from "vitest";
import {
  AFTER_PAINT_SCRIPT_TYPE,
  type BuildAssets,
  deferClassicScripts,
  deferModuleScripts,
  evaluationOrder,
  inlineStylesheets,
  paintFirst,
  staticImportsIn,
} from "#scripts/build-steps/paint-first.ts";

const bootstrap = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-1.js";',
  'import * as route1 from "/assets/home-1.js";',
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};',
  'import("/assets/entry.client-1.js");',
].join("\n");

const page = [
  '<!DOCTYPE html><html lang="en"><head><title>Home</title>',
  '<link rel="preload" href="/assets/font-1.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/framework-1.js"/>',
  '<link rel="stylesheet" href="/assets/root-1.css"/>',
  '<script type="application/ld+json">{"@type":"Organization"}</script></head>',
  `<body><h1>Home</h1><script>window.__context = {};</script><script type="module" async="">${bootstrap}</script></body></html>`,
].join("");

const css = "body{color:red}";
/** framework ← site ← root: the manifest imports nothing. */
const moduleImports: Record<string, string[]> = {
  "/assets/root-1.js": ["/assets/site-1.js", "/assets/framework-1.js"],
  "/assets/site-1.js": ["/assets/framework-1.js"],
};
const staticImportsOf = (href: string) => moduleImports[href] ?? [];
const appNeeded = "await appOnDemand.appNeeded({});";
const assets: BuildAssets = { stylesheet: () => css, staticImportsOf, appNeeded };
const bootstrapOf = (html: string) => html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";

describe("pages that paint before their scripts load", () => {
  it("carry their stylesheet inline, before any script, and keep the link disabled so React finds it", () => {
    const html = inlineStylesheets(page, () => css);
    expect(html).toContain(`<style>${css}</style><link rel="stylesheet" href="/assets/root-1.css" disabled/>`);
    expect(html.indexOf("<style>")).toBeLessThan(html.indexOf("<script"));
    expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]+"\/>/);
  });

  it("refuse a stylesheet that would close the inline style early", () => {
    expect(() => inlineStylesheets(page, () => "a{}</style><script>alert(1)</script>")).toThrow(/<\/style/);
  });

  it("preload and import their modules only after the first paint and once the visitor needs the application", () => {
    const html = deferModuleScripts(page, assets);
    expect(html).not.toContain('rel="modulepreload"');
    const script = bootstrapOf(html);
    expect(script.startsWith("await new Promise((painted) =>")).toBe(true);
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
    expect(script).toContain('const modules = ["/assets/manifest-1.js","/assets/framework-1.js"];');
    expect(script).toContain('modules.filter((href) => href !== "/assets/entry.client-1.js")');
    const order = [
      'getEntriesByName("first-contentful-paint")',
      appNeeded,
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
    expect(bootstrapOf(deferModuleScripts(withRoot, assets))).toContain(
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

  it("keep every classic script inert until the bootstrap runs it after the first paint, attributes kept", () => {
    const html = deferClassicScripts(
      `${page.replace("</body>", "")}<script id="_R_">requestAnimationFrame(() => {});</script></body></html>`,
    );
    expect(html).toContain(`<script type="${AFTER_PAINT_SCRIPT_TYPE}">window.__context = {};</script>`);
    expect(html).toContain(`<script type="${AFTER_PAINT_SCRIPT_TYPE}" id="_R_">`);
    expect(html).not.toMatch(/<script(\s+id="[^"]*")?>/);
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(html).toContain('<script type="module" async="">');
    const script = bootstrapOf(paintFirst(page, assets));
    const order = [
      'getEntriesByName("first-contentful-paint")',
      "DOMContentLoaded",
      appNeeded,
      "const modules",
      `script[type="${AFTER_PAINT_SCRIPT_TYPE}"]`,
      "await import(href)",
    ];
    const positions = order.map((part) => script.indexOf(part));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it("leave the JSON-LD and the font preload as they were", () => {
    const html = paintFirst(page, assets);
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(html).toContain('<link rel="preload" href="/assets/font-1.woff2" as="font"');
  });

  it("are left as they are when rewritten twice", () => {
    const once = paintFirst(page, assets);
    expect(paintFirst(once, assets)).toBe(once);
  });

  it("fail the build when React Router's bootstrap is missing", () => {
    expect(() => deferModuleScripts(page.replace(/<script type="module"[\s\S]*?<\/script>/, ""), assets, "index.html")).toThrow(
      /index\.html: expected one React Router bootstrap script, found 0/,
    );
  });
});
