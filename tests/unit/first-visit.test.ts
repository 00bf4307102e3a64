import { describe, expect, it } from "vitest";
import { APP_NEEDED_CALL } from "#scripts/build-steps/app-on-demand-script.ts";
import {
  firstLoadScripts,
  firstVisitOf,
  linkedStylesheets,
  onDemandScripts,
  pageFonts,
} from "#scripts/build-steps/first-visit.ts";
import { PAGE_APP_PREFIX, STYLESHEET_UNTIL_NEEDED_TYPE } from "#scripts/build-steps/paint-first.ts";

const scripts: Record<string, string> = {
  "/assets/manifest-1.js": "window.__reactRouterManifest={};",
  "/assets/root-1.js": 'import{a as e}from"./framework-1.js";import"./site-1.js";const l=()=>import("./dialog-1.js");',
  "/assets/framework-1.js": "export const a=1;",
  "/assets/site-1.js": 'export*from"./icons-1.js";',
  "/assets/icons-1.js": "export const i=1;",
  "/assets/dialog-1.js": "export const d=1;",
  "/assets/entry.client-1.js": 'import{a}from"./framework-1.js";',
};
const read = (path: string) => {
  const script = scripts[path];
  if (script === undefined) throw new Error(`no ${path}`);
  return script;
};

const page =
  '<head><style>@font-face{font-family:Inter;src:url(/assets/inter-1.woff2)format("woff2")}</style>' +
  `<link rel="stylesheet" href="/assets/root-1.css" type="${STYLESHEET_UNTIL_NEEDED_TYPE}"/><link rel="stylesheet" href="/assets/print-1.css"/>` +
  '<link rel="preload" href="/assets/inter-1.woff2" as="font" type="font/woff2" crossorigin="anonymous"/></head>' +
  '<body><script type="module" async="">await import("/assets/manifest-1.js");const route0 = await import("/assets/root-1.js");import("/assets/entry.client-1.js");</script></body>';

/** What the page's bootstrap starts: the route's modules, the entry and all they import statically. */
const applicationScripts = [
  "/assets/entry.client-1.js",
  "/assets/framework-1.js",
  "/assets/icons-1.js",
  "/assets/manifest-1.js",
  "/assets/root-1.js",
  "/assets/site-1.js",
];

describe("a page's first visit", () => {
  it("runs the scripts its bootstrap imports and everything they import statically, but not lazy chunks", () => {
    expect(firstLoadScripts(page, read).sort()).toEqual(applicationScripts);
  });

  it("fetches only the stylesheets not held until needed", () => {
    expect(linkedStylesheets(page)).toEqual(["/assets/print-1.css"]);
  });

  it("counts a font once whether it is preloaded, declared, or both", () => {
    expect(pageFonts(page, ["@font-face{src:url(/assets/mono-1.woff2)}"])).toEqual([
      "/assets/inter-1.woff2",
      "/assets/mono-1.woff2",
    ]);
  });

  it("puts it all together", () => {
    const visit = firstVisitOf(page, (path) => (path.endsWith(".css") ? "" : read(path)));
    expect(visit.stylesheets).toEqual(["/assets/print-1.css"]);
    expect(visit.fonts).toEqual(["/assets/inter-1.woff2"]);
    expect(visit.scripts).toHaveLength(6);
    expect(visit.appOnDemand).toEqual([]);
  });

  it("leaves out what the bootstrap imports once the visitor needs the application, and counts it on its own", () => {
    const onDemand = page.replace('<script type="module" async="">', `<script type="module" async="">${APP_NEEDED_CALL}`);
    expect(firstLoadScripts(onDemand, read)).toEqual([]);
    expect(onDemandScripts(onDemand, read)).toHaveLength(6);
    expect(firstVisitOf(onDemand, (path) => (path.endsWith(".css") ? "" : read(path))).scripts).toEqual([]);
  });
});

describe("a page whose bootstrap imports its application's module once the visitor needs it", () => {
  it("counts what that module starts as the application on demand, not as the first visit", () => {
    const pageApp = `${PAGE_APP_PREFIX}1.js`;
    const withModule = (path: string) =>
      path === pageApp
        ? 'const modules = []; await import("/assets/manifest-1.js"); const route0 = await import("/assets/root-1.js"); import("/assets/entry.client-1.js");'
        : read(path);
    const bootstrapOnly = `<body><script type="module" async="">${APP_NEEDED_CALL}await import("${pageApp}");</script></body>`;
    expect(firstLoadScripts(bootstrapOnly, withModule)).toEqual([]);
    expect(onDemandScripts(bootstrapOnly, withModule).sort()).toEqual([pageApp, ...applicationScripts].sort());
  });
});
