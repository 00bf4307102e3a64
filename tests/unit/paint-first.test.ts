import { describe, expect, it } from "vitest";
import { deferModuleScripts, inlineStylesheets, paintFirst } from "#scripts/build-steps/paint-first.ts";

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

  it("preload and import their modules only after the first paint, in React Router's order", () => {
    const html = deferModuleScripts(page);
    expect(html).not.toContain('rel="modulepreload"');
    const script = html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(script.startsWith("await new Promise((painted) =>")).toBe(true);
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
    expect(script).toContain('const modules = ["/assets/manifest-1.js","/assets/framework-1.js"];');
    expect(script).toContain('modules.filter((href) => href !== "/assets/entry.client-1.js")');
    const order = [
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

  it("leave every other script and the JSON-LD as they were", () => {
    const html = paintFirst(page, () => css);
    expect(html).toContain("<script>window.__context = {};</script>");
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(html).toContain('<link rel="preload" href="/assets/font-1.woff2" as="font"');
  });

  it("are left as they are when rewritten twice", () => {
    const once = paintFirst(page, () => css);
    expect(paintFirst(once, () => css)).toBe(once);
  });

  it("fail the build when React Router's bootstrap is missing", () => {
    expect(() => deferModuleScripts(page.replace(/<script type="module"[\s\S]*?<\/script>/, ""), "index.html")).toThrow(
      /index\.html: expected one React Router bootstrap script, found 0/,
    );
  });
});
