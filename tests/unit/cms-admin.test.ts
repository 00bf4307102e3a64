import { describe, expect, it } from "vitest";
import { site } from "#content/site.ts";
import { CMS_PREVIEW_SCRIPT, cmsAdminFiles, cmsPageHtml } from "#scripts/build-steps/cms-admin.ts";
import { CMS_LOGO } from "#scripts/build-steps/cms-config.ts";

describe("the content manager's page and files", () => {
  const files = cmsAdminFiles({ env: {}, previewStyles: ["/assets/root-abc123.css"] });

  it("holds the logo the configuration names: the site's mark and its name", () => {
    const logo = files.get(CMS_LOGO.replace(/^\/admin\//, ""))?.toString();
    expect(logo).toContain("<svg");
    expect(logo).toContain(`>${site.name}</text>`);
  });

  it("is titled with the site's name and loads the preview script after Decap's", () => {
    const html = cmsPageHtml(["/assets/root-abc123.css"]);
    expect(html).toContain(`<title>Content manager | ${site.name}</title>`);
    expect(html.indexOf("decap-cms.js")).toBeLessThan(html.indexOf(CMS_PREVIEW_SCRIPT));
    // The site's styles are for the preview pane, not for the CMS's own page.
    expect(html).toContain('<link rel="cms-preview-style" href="/assets/root-abc123.css">');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it("ships the preview script as plain JavaScript that registers the site's styles and templates", () => {
    const script = files.get(CMS_PREVIEW_SCRIPT)?.toString() ?? "";
    expect(script).toContain("registerPreviewStyle");
    expect(script).toContain('registerPreviewTemplate("blog"');
    expect(script).toContain('registerPreviewTemplate("home"');
    expect(script).not.toMatch(/^\s*(type|declare)\s/m);
    // It parses as a script: no TypeScript is left.
    expect(() => new Function(script)).not.toThrow();
  });
});
