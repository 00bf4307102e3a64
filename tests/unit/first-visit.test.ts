import { describe, expect, it } from "vitest";
import { STYLESHEET_UNTIL_NEEDED_TYPE } from "#app/bootstrap/page-signals.ts";
import { PAGE_APP_PREFIX } from "#scripts/build-steps/app-on-demand-script.ts";
import {
  firstLoadScripts,
  firstVisitOf,
  linkedStylesheets,
  onDemandScripts,
  pageFonts,
} from "#scripts/build-steps/first-visit.ts";

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
});

describe("a page whose bootstrap imports its application's module once the visitor needs it", () => {
  it("counts what that module starts as the application on demand, not as the first visit", () => {
    const pageApp = `${PAGE_APP_PREFIX}1.js`;
    const router = "/assets/page-router-1.js";
    const withModule = (path: string) => {
      if (path === pageApp)
        return `await runPageApp({modules:["/assets/manifest-1.js","/assets/root-1.js"],entry:"/assets/entry.client-1.js",router:"${router}"});`;
      if (path === router)
        return 'import "/assets/manifest-1.js";import * as route0 from "/assets/root-1.js";import("/assets/entry.client-1.js");';
      return read(path);
    };
    const bootstrapOnly = `<body><script type="module" async="">await import("/assets/app-on-demand-1.js");await import("${pageApp}");</script></body>`;
    const withBootstrapModule = (path: string) => (path === "/assets/app-on-demand-1.js" ? "export {};" : withModule(path));
    expect(firstLoadScripts(bootstrapOnly, withBootstrapModule)).toEqual(["/assets/app-on-demand-1.js"]);
    expect(onDemandScripts(bootstrapOnly, withBootstrapModule).sort()).toEqual([pageApp, router, ...applicationScripts].sort());
  });
});
