import { describe, expect, it } from "vitest";
import { pageWithoutScripts } from "#server/page-without-scripts.ts";

const page = `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry-1.js"/><style>body{}</style><noscript data-web-fonts><style>@font-face{font-family:Inter;src:url(/assets/inter.woff2)}</style></noscript><script type="application/ld+json">{"@type":"Organization"}</script></head><body><h1>Pricing</h1><script>window.__context = {};</script><script type="text/x-moved-to-file"></script><script type="module" async="">await import("/assets/app.js");</script></body></html>`;

describe("a page without scripts", () => {
  const html = pageWithoutScripts(page);

  it("keeps its content and structured data, and loses every script and module preload", () => {
    expect(html).toContain("<h1>Pricing</h1>");
    expect(html).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain("modulepreload");
  });

  it("has its web fonts in place, since no bootstrap applies them", () => {
    expect(html).toContain("<style>@font-face{font-family:Inter;src:url(/assets/inter.woff2)}</style>");
    expect(html).not.toContain("<noscript");
  });
});
