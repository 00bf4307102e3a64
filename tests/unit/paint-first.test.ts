import { init as moduleLexerReady } from "es-module-lexer";
import { beforeAll, describe, expect, it } from "vitest";
import type { PageApp } from "#app/bootstrap/page-app.ts";
import { MOVED_SCRIPT_TYPE, STYLESHEET_UNTIL_NEEDED_TYPE } from "#app/bootstrap/page-signals.ts";
import { PAGE_APP_PREFIX, pageBootstrapScript } from "#scripts/build-steps/app-on-demand-script.ts";
import { contentNamedFile } from "#scripts/build-steps/content-named-file.ts";
import {
  type BuildAssets,
  dialogModules,
  evaluationOrder,
  PAGE_ROUTER_PREFIX,
  PAGE_SCRIPTS_PREFIX,
  paintFirst,
  SIGNED_IN_HINT_ATTRIBUTE,
  staticImportsIn,
} from "#scripts/build-steps/paint-first.ts";

const routerBootstrap = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-1.js";',
  'import * as route1 from "/assets/home-1.js";',
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};',
  'import("/assets/entry.client-1.js");',
].join("\n");

const preloads = ["manifest-1", "framework-1", "root-1", "site-1", "home-1", "entry.client-1"]
  .map((name) => `<link rel="modulepreload" href="/assets/${name}.js"/>`)
  .join("");

const pageWith = (bootstrap: string) =>
  [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Home</title>',
    '<link rel="preload" href="/assets/font-1.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
    preloads,
    '<link rel="stylesheet" href="/assets/root-1.css"/>',
    '<script type="application/ld+json">{"@type":"Organization"}</script></head>',
    '<body><h1 title="it&#x27;s &amp; more">Home</h1><script>window.__context = {};</script>',
    `<script id="_R_">requestAnimationFrame(() => {});</script><script type="module" async="">${bootstrap}</script></body></html>`,
  ].join("");
const page = pageWith(routerBootstrap);

const css = "body{color:red}";
const webFonts = '@font-face{font-family:Inter;src:url(/assets/font-1.woff2)format("woff2")}';
const styles =
  (critical = css) =>
  () => ({ criticalFor: async () => critical, webFonts });
/** framework ← site ← root: the manifest imports nothing. */
const moduleImports: Record<string, string[]> = {
  "/assets/root-1.js": ["/assets/site-1.js", "/assets/framework-1.js"],
  "/assets/site-1.js": ["/assets/framework-1.js"],
  "/assets/home-1.js": ["/assets/site-1.js"],
};
const staticImportsOf = (href: string) => moduleImports[href] ?? [];
const signedInHint = "markSignedIn()";
/** The page's application module as the data it was given; the inline bootstrap as the module it imports. */
const assets: BuildAssets = {
  styles: styles(),
  staticImportsOf,
  bootstrap: (pageApp) => `await import(${JSON.stringify(pageApp)});`,
  pageApp: (pageApp) => contentNamedFile(PAGE_APP_PREFIX, JSON.stringify(pageApp)),
  signedInHint,
};
const bootstrapOf = (html: string) => html.match(/<script type="module" async="">([\s\S]*?)<\/script>/)?.[1] ?? "";

const rewrite = async (html = page, withAssets = assets) => {
  const { html: rewritten, files } = await paintFirst(html, withAssets, "index.html");
  const fileOf = (prefix: string) => files.find(({ href }) => href.startsWith(prefix));
  const pageAppFile = fileOf(PAGE_APP_PREFIX);
  return {
    html: rewritten,
    files,
    pageAppFile,
    pageApp: JSON.parse(pageAppFile?.text ?? "null") as PageApp,
    router: fileOf(PAGE_ROUTER_PREFIX),
    pageScripts: fileOf(PAGE_SCRIPTS_PREFIX),
  };
};

beforeAll(async () => {
  await moduleLexerReady;
});

describe("pages that paint before their scripts load", () => {
  it("carry their critical CSS inline, before any script, their web fonts apart, and keep the link, held until needed, so React finds it", async () => {
    const { html } = await rewrite();
    expect(html).toContain(
      `<style>${css}</style><noscript data-web-fonts><style>${webFonts}</style></noscript><link rel="stylesheet" href="/assets/root-1.css" type="${STYLESHEET_UNTIL_NEEDED_TYPE}"/>`,
    );
    expect(html.indexOf("<style>")).toBeLessThan(html.indexOf("<script", html.indexOf("</title>")));
    expect(html).not.toMatch(/<link rel="stylesheet" href="[^"]+"\/>/);
  });

  it("refuse a stylesheet that would close the inline style early", async () => {
    await expect(rewrite(page, { ...assets, styles: styles("a{}</style><script>alert(1)</script>") })).rejects.toThrow(
      /<\/style/,
    );
  });

  it("keep the rest of the document byte for byte, as React rendered it, for hydration", async () => {
    const { html } = await rewrite();
    expect(html).toContain('<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>');
    expect(html).toContain('<h1 title="it&#x27;s &amp; more">Home</h1>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(html).toContain(
      '<link rel="preload" href="/assets/font-1.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
    );
  });

  it("import the page's application from their bootstrap, its modules no longer preloaded by the page", async () => {
    const { html, pageAppFile } = await rewrite();
    expect(html).not.toContain('rel="modulepreload"');
    expect(bootstrapOf(html)).toBe(`await import(${JSON.stringify(pageAppFile?.href)});`);
  });

  it("give their application every module in an order that evaluates one at a time, each after its imports, and React Router's own bootstrap apart", async () => {
    const { pageApp, router } = await rewrite();
    expect(pageApp.modules).toEqual([
      "/assets/manifest-1.js",
      "/assets/framework-1.js",
      "/assets/site-1.js",
      "/assets/root-1.js",
      "/assets/home-1.js",
      "/assets/entry.client-1.js",
    ]);
    expect(pageApp.entry).toBe("/assets/entry.client-1.js");
    expect(pageApp.router).toBe(router?.href);
    expect(router?.text).toBe(`${routerBootstrap}\n`);
  });

  it("evaluate each module after the modules it imports, so that no import runs several at once", () => {
    const hrefs = ["/assets/manifest-1.js", "/assets/root-1.js", "/assets/framework-1.js", "/assets/site-1.js"];
    expect(evaluationOrder(hrefs, staticImportsOf)).toEqual([
      "/assets/manifest-1.js",
      "/assets/framework-1.js",
      "/assets/site-1.js",
      "/assets/root-1.js",
    ]);
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

  it("move every classic script to a file their application runs, an empty element left in its place", async () => {
    const { html, pageApp, pageScripts } = await rewrite();
    expect(pageScripts?.text).toBe("window.__context = {};;\nrequestAnimationFrame(() => {});;\n");
    expect(pageApp.pageScripts).toBe(pageScripts?.href);
    expect(html).toContain(`<script type="${MOVED_SCRIPT_TYPE}"></script>`);
    expect(html).toContain(`<script type="${MOVED_SCRIPT_TYPE}" id="_R_"></script>`);
    expect(html).not.toContain("window.__context");
  });

  it("run the signed-in hint first in the head, the one script kept inline and run before the body is parsed", async () => {
    const { html } = await rewrite();
    expect(html).toContain(`<head><meta charSet="utf-8"/><script ${SIGNED_IN_HINT_ATTRIBUTE}>${signedInHint}</script><title>`);
    expect(html.match(/<script( [\w-]+)?>/g)).toEqual([`<script ${SIGNED_IN_HINT_ATTRIBUTE}>`]);
  });

  it("are left as they are when rewritten twice", async () => {
    const once = await rewrite();
    const twice = await paintFirst(once.html, assets);
    expect(twice.html).toBe(once.html);
    expect(twice.files).toEqual([]);
  });

  it("fail the build when React Router's bootstrap is missing, or no longer has the shape the rewrite reads", async () => {
    await expect(rewrite(page.replace(/<script type="module"[\s\S]*?<\/script>/, ""))).rejects.toThrow(
      /index\.html: expected one React Router bootstrap script, found 0/,
    );
    await expect(rewrite(pageWith(`${routerBootstrap}\nwindow.after = 1;`))).rejects.toThrow(
      /no longer ends by importing React Router's entry/,
    );
    await expect(rewrite(pageWith(`import "/assets/unlisted-1.js";\n${routerBootstrap}`))).rejects.toThrow(
      /imports \/assets\/unlisted-1\.js statically, which the page does not preload/,
    );
    await expect(rewrite(page.replace("<title>", '<meta charSet="utf-8"/><title>'))).rejects.toThrow(
      /expected one <meta charset>/,
    );
  });
});

describe("a page's inline bootstrap", () => {
  it("waits for the first paint and the end of parsing, then imports the bootstrap's module and hands it the page's application", () => {
    const [appOnDemand, pageApp] = ["/assets/app-on-demand-1.js", "/assets/page-app-1.js"];
    const script = pageBootstrapScript(appOnDemand, pageApp);
    const steps = [
      "first-contentful-paint",
      "DOMContentLoaded",
      `import(${JSON.stringify(appOnDemand)})`,
      `.default(${JSON.stringify(pageApp)})`,
    ];
    const positions = steps.map((step) => script.lastIndexOf(step));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});

describe("the modules each dialog needs once opened", () => {
  const imports: Record<string, string[]> = {
    "/assets/site-dialogs-content-a1.js": ["/assets/framework-1.js", "/assets/dialog-1.js"],
    "/assets/contact-sales-form-b2.js": ["/assets/use-lead-form-1.js", "/assets/framework-1.js"],
    "/assets/contact-message-form-c3.js": ["/assets/use-lead-form-1.js"],
    "/assets/use-lead-form-1.js": ["/assets/zod-1.js"],
  };
  const staticImportsOf = (href: string) => imports[href] ?? [];

  it("are the dialogs' content, the dialog's own form and all they import, each once, for one round of preloads", () => {
    const lists = dialogModules(Object.keys(imports), staticImportsOf);
    expect(new Set(lists["contact-sales"])).toEqual(
      new Set([
        "/assets/site-dialogs-content-a1.js",
        "/assets/framework-1.js",
        "/assets/dialog-1.js",
        "/assets/contact-sales-form-b2.js",
        "/assets/use-lead-form-1.js",
        "/assets/zod-1.js",
      ]),
    );
    expect(lists["contact-sales"]).toHaveLength(new Set(lists["contact-sales"]).size);
    expect(lists["contact-message"]).toContain("/assets/contact-message-form-c3.js");
    expect(lists["contact-message"]).not.toContain("/assets/contact-sales-form-b2.js");
  });

  it("fail the build when a dialog's chunk is missing, rather than preload nothing", () => {
    const hrefs = Object.keys(imports).filter((href) => !href.includes("contact-message-form"));
    expect(() => dialogModules(hrefs, staticImportsOf)).toThrow(/contact-message-form/);
  });
});
