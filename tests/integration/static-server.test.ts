import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { redirects } from "#content/redirects.ts";
import { familyPath, pagePath } from "#core/page-paths.ts";
import { createApp } from "#server/app.ts";
import { createLogger } from "#server/logger.ts";
import { staticHostRedirects } from "#server/redirects.ts";
import { loadStaticSite } from "#server/static-site.ts";
import { writeBuild } from "#tests/support/build-fixture.ts";

const inlineScript = "window.__boot = 1;";
const moduleScript = "await import('/assets/app-abc123.js');";
const speculationRules = '{"prefetch":[{"where":{"href_matches":"/*"}}]}';
const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1><script>${inlineScript}</script>` +
  `<script type="application/ld+json">{"@type":"WebPage"}</script><script type="text/x-moved-to-file"></script>` +
  `<script type="module">${moduleScript}</script><script type="speculationrules">${speculationRules}</script>` +
  `${" ".repeat(600)}</body></html>`;

let app: ReturnType<typeof createApp>;
let root: string;

beforeAll(() => {
  root = writeBuild("static-site-", {
    "index.html": page("Home"),
    "pricing/index.html": page("Pricing"),
    "integrations/index.html": page("Integrations"),
    "integrations/kept/index.html": page("Kept"),
    "404.html": page("Not found"),
    "__spa-fallback.html": page("Fallback"),
    "assets/app-abc123.js": `console.log(${JSON.stringify("x".repeat(800))});`,
    "robots.txt": "User-agent: *\n",
    "pricing.data": "[]",
  });
  writeFileSync(join(tmpdir(), "outside-the-build.txt"), "secret");
  app = createApp({ site: loadStaticSite(root), logger: createLogger("silent") });
});

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe("the static server", () => {
  it("serves a page at its clean URL with revalidation and its own CSP", async () => {
    const response = await get("/pricing");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<h1>Pricing</h1>");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
  });

  it("hashes exactly the inline scripts that run, not JSON-LD or other blocks of data", async () => {
    const { createHash } = await import("node:crypto");
    const hash = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
    const csp = (await get("/")).headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`script-src 'self' ${hash(inlineScript)} ${hash(moduleScript)} ${hash(speculationRules)};`);
  });

  it("redirects the trailing-slash form with 308", async () => {
    const response = await get("/pricing/?ref=nav");
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("/pricing?ref=nav");
  });

  it("answers each address of content/redirects.json with 301 to its page, as the static host's _redirects does", async () => {
    expect(redirects.length).toBeGreaterThan(0);
    for (const { from, to } of redirects) {
      for (const path of [from, `${from}/`]) {
        const response = await get(path);
        expect(response.status, path).toBe(301);
        expect(response.headers.get("location"), path).toBe(to);
      }
    }
    expect(staticHostRedirects()?.split("\n").filter(Boolean)).toEqual(
      expect.arrayContaining(redirects.map(({ from, to }) => `${from} ${to} 301`)),
    );
  });

  it("answers a deleted integration's old path with 301 to /integrations, and keeps the ones the build holds", async () => {
    const overview = pagePath("integrations");
    for (const path of [familyPath("integration", "deleted"), `${familyPath("integration", "deleted")}/`]) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location"), path).toBe(overview);
    }
    expect((await get(familyPath("integration", "kept"))).status).toBe(200);
    expect((await get(`${familyPath("integration", "deleted")}/more`)).status).toBe(404);
    // The router's request for its data on an in-app navigation: a 404, so the app shows its not-found page.
    expect((await get(`${familyPath("integration", "deleted")}.data`)).status).toBe(404);
    expect(staticHostRedirects()?.split("\n")).toContain(`${familyPath("integration", "*")} ${overview} 301`);
  });

  it("answers unknown paths with 404 and the not-found page", async () => {
    const response = await get("/nope");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("<h1>Not found</h1>");
  });

  it("never serves the build's by-products as pages", async () => {
    expect((await get("/__spa-fallback.html")).status).toBe(404);
    expect((await get("/404.html")).status).toBe(404);
    expect((await get("/index.html")).status).toBe(404);
  });

  it.each([
    "/../outside-the-build.txt",
    "/%2e%2e/outside-the-build.txt",
    "/assets/..%2f..%2foutside-the-build.txt",
    "/%2e%2e%5coutside-the-build.txt",
    "/robots.txt%00.html",
    "/%E0%A4%A",
  ])("keeps %s inside the build", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("secret");
  });

  it("gives hashed assets a year of immutable caching", async () => {
    const response = await get("/assets/app-abc123.js");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("content-type")).toContain("text/javascript");
  });

  it("serves brotli, then gzip, then identity, as the client accepts", async () => {
    const brotli = await get("/assets/app-abc123.js", { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.headers.get("content-encoding")).toBe("br");
    const gzip = await get("/assets/app-abc123.js", { "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const refused = await get("/assets/app-abc123.js", { "accept-encoding": "br;q=0, gzip" });
    expect(refused.headers.get("content-encoding")).toBe("gzip");
    const identity = await get("/assets/app-abc123.js");
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(identity.headers.get("vary")).toBe("Accept-Encoding");
  });

  it("answers a matching ETag with 304", async () => {
    const first = await get("/");
    const etag = first.headers.get("etag")!;
    const second = await get("/", { "if-none-match": etag });
    expect(second.status).toBe(304);
  });

  it("sets the security headers on every response, HSTS only over https", async () => {
    for (const path of ["/", "/nope", "/healthz", "/assets/app-abc123.js"]) {
      const response = await get(path);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
    const direct = await app.request("https://northstar.test/");
    expect(direct.headers.get("strict-transport-security")).toContain("max-age=");
  });

  it("sends HSTS for X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY), never for a client's own claim", async () => {
    for (const path of ["/", "/nope", "/healthz", "/assets/app-abc123.js"]) {
      const spoofed = await get(path, { "x-forwarded-proto": "https" });
      expect(spoofed.headers.get("strict-transport-security"), path).toBeNull();
    }
    const proxied = createApp({ site: loadStaticSite(root), logger: createLogger("silent"), trustProxyHops: 1 });
    for (const path of ["/", "/healthz"]) {
      const behindProxy = await proxied.request(path, { headers: { "x-forwarded-proto": "https" } });
      expect(behindProxy.headers.get("strict-transport-security"), path).toContain("max-age=");
      // The client's own claim comes before what our proxy appended.
      const claimed = await proxied.request(path, { headers: { "x-forwarded-proto": "https, http" } });
      expect(claimed.headers.get("strict-transport-security"), path).toBeNull();
    }
  });

  it("reports health at /healthz", async () => {
    const response = await get("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers HEAD without a body and other methods with 405", async () => {
    const head = await app.request("/", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect((await app.request("/", { method: "DELETE" })).status).toBe(405);
  });
});
