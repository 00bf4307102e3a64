import { describe, expect, it } from "vitest";
import { site } from "#content/site.ts";
import { linkPath, pagePath } from "#core/page-paths.ts";
import { CMS_PREVIEW_SCRIPT, cmsAdminFiles, cmsPageHtml } from "#scripts/build-steps/cms-admin.ts";
import { BLOG_COLLECTION, CMS_LOGO, contentEntryName } from "#scripts/build-steps/cms-config.ts";
import { previewTargets } from "#scripts/build-steps/cms-preview-bundle.ts";

const files = await cmsAdminFiles({ env: {}, previewStyles: ["/assets/root-abc123.css"] });

describe("the content manager's page and files", () => {
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

  it("ships the preview script as plain JavaScript that registers the site's styles and a page for every entry", () => {
    const script = files.get(CMS_PREVIEW_SCRIPT)?.toString() ?? "";
    expect(script.includes("registerPreviewStyle")).toBe(true);
    // It parses as a script: no TypeScript is left.
    expect(() => new Function(script)).not.toThrow();
  });

  it("draws each page's copy on its page, a family's members on their own, shared files where they show", () => {
    const targets = previewTargets();
    expect(targets[contentEntryName("content/home.json")]).toMatchObject({ page: "home", path: "/" });
    expect(targets[contentEntryName("content/samples/prd.json")]).toMatchObject({
      file: "content/samples/prd.json",
      path: linkPath("sample", "prd"),
    });
    expect(targets[contentEntryName("content/plans.json")]?.path).toBe(pagePath("pricing"));
    // A post, a legal document, a landing page, an integration and an audience are their page's own source; the blog's
    // lists need every post.
    expect(targets[BLOG_COLLECTION]).toEqual({ page: "blogPost", path: expect.stringMatching(/^\/blog\//) });
    expect(targets["privacy-policy"]).toMatchObject({ page: "legalDocument", path: linkPath("legalDocument", "privacy-policy") });
    expect(targets[contentEntryName("content/landing-pages")]).toEqual({
      page: "landingPage",
      path: linkPath("landingPage", "preview"),
    });
    expect(targets[contentEntryName("content/integrations")]).toEqual({
      page: "integration",
      path: linkPath("integration", "preview"),
    });
    expect(targets[contentEntryName("content/audiences")]).toEqual({ page: "audience", path: linkPath("audience", "preview") });
    // A folder family's shared copy shows on its first member.
    expect(targets[contentEntryName("content/pages/integration.json")]).toMatchObject({
      file: "content/pages/integration.json",
      page: "integration",
      path: expect.stringMatching(new RegExp(`^${pagePath("integrations")}/[a-z-]+$`)),
    });
    expect(targets[contentEntryName("content/pages/audience.json")]).toMatchObject({
      page: "audience",
      slug: expect.any(String),
    });
    expect(targets[contentEntryName("content/pages/blog.json")]).toBeUndefined();
  });
});
