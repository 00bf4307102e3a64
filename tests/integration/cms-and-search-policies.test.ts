import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { cmsPageHtml } from "#scripts/build-steps/cms-admin.ts";
import { createApp } from "#server/app.ts";
import { createLogger } from "#server/logger.ts";
import { loadStaticSite } from "#server/static-site.ts";

const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1><script>window.__boot = 1;</script></body></html>`;

let app: ReturnType<typeof createApp>;

beforeAll(() => {
  const root = mkdtempSync(join(tmpdir(), "policies-"));
  const files: Record<string, string> = {
    "index.html": page("Home"),
    "blog/index.html": page("Blog"),
    "blog/a-post/index.html": page("A post"),
    "pricing/index.html": page("Pricing"),
    "404.html": page("Not found"),
    "admin/index.html": cmsPageHtml(),
    "admin/config.yml": "backend:\n  name: github\n",
    "admin/decap-cms.js": "window.CMS = {};",
  };
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), body);
  }
  app = createApp({
    site: loadStaticSite(root),
    logger: createLogger("silent"),
    csp: { connectSources: ["https://functions.example"] },
  });
});

const get = (path: string) => app.request(path);
const directive = (csp: string, name: string) => csp.split("; ").find((part) => part.startsWith(`${name} `)) ?? "";

describe("the content manager's policy", () => {
  it("answers /admin with a CSP of its own: Decap's eval, GitHub's API, blob: media, nothing else from outside", async () => {
    const response = await get("/admin");
    expect(response.status).toBe(200);
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(directive(csp, "script-src")).toBe("script-src 'self' 'unsafe-eval'");
    expect(directive(csp, "connect-src")).toBe("connect-src 'self' https://api.github.com");
    expect(directive(csp, "img-src")).toBe("img-src 'self' blob: https://avatars.githubusercontent.com");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The public pages' connections (functions, analytics) are not the CMS's business.
    expect(csp).not.toContain("functions.example");
  });

  it("marks /admin and every file under it noindex, and lets its sign-in window answer", async () => {
    for (const path of ["/admin", "/admin/config.yml", "/admin/decap-cms.js"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
      expect(response.headers.get("cross-origin-opener-policy"), path).toBe("same-origin-allow-popups");
    }
    expect(await (await get("/admin")).text()).toContain('<meta name="robots" content="noindex, nofollow">');
    expect((await get("/admin/config.yml")).headers.get("content-type")).toBe("text/yaml; charset=utf-8");
  });

  it("gives public pages none of it", async () => {
    for (const path of ["/", "/pricing", "/blog", "/blog/a-post"]) {
      const response = await get(path);
      const csp = response.headers.get("content-security-policy") ?? "";
      expect(csp, path).not.toContain("'unsafe-eval'");
      expect(csp, path).not.toContain("api.github.com");
      expect(response.headers.get("x-robots-tag"), path).toBeNull();
      expect(response.headers.get("cross-origin-opener-policy"), path).toBe("same-origin");
    }
  });
});

describe("the blog search's policy", () => {
  it("lets WebAssembly compile on the blog page, and only there", async () => {
    const blog = directive((await get("/blog")).headers.get("content-security-policy") ?? "", "script-src");
    expect(blog).toMatch(/^script-src 'self' 'wasm-unsafe-eval' 'sha256-[^']+'$/);
    for (const path of ["/", "/pricing", "/blog/a-post"]) {
      const csp = (await get(path)).headers.get("content-security-policy") ?? "";
      expect(csp, path).not.toContain("wasm-unsafe-eval");
    }
  });
});
