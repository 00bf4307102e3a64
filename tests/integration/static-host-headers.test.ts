/**
 * The build's `_headers` gives a static host the same headers this server sends: for every page and a hashed
 * asset, the headers a host applying `_headers` would send equal the real app's answer over HTTPS.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isCmsPath } from "#core/cms.ts";
import { STATIC_HOST_HEADERS_FILE } from "#scripts/build-steps/static-host-headers.ts";
import { createApp } from "#server/app.ts";
import { readServerConfig } from "#server/config.ts";
import { createLogger } from "#server/logger.ts";
import { pageCspOptions } from "#server/security-headers.ts";
import { loadStaticSite, type StaticSite } from "#server/static-site.ts";
import { headersFromFile } from "#tests/support/static-host.ts";

const projectRoot = resolve(import.meta.dirname, "..", "..");
const BUILD_TIMEOUT_MS = 300_000;

/** What the host decides for itself, or the connection says: not part of `_headers`. */
const HOST_OR_CONNECTION = new Set(["content-type", "content-length", "content-encoding", "etag", "vary", "date"]);

let buildDirectory = join(projectRoot, "build", "client");
let temporaryBuild: string | undefined;
let site: StaticSite;
let app: ReturnType<typeof createApp>;
let headersFile: string;

beforeAll(() => {
  // The suite runs before `npm test` builds; without a build that has `_headers`, make one of our own.
  if (!existsSync(join(buildDirectory, STATIC_HOST_HEADERS_FILE))) {
    temporaryBuild = mkdtempSync(join(tmpdir(), "static-host-headers-"));
    // Prerendering imports the server bundle from the output folder, and its dependencies resolve from there.
    symlinkSync(join(projectRoot, "node_modules"), join(temporaryBuild, "node_modules"), "dir");
    const build = spawnSync("npm", ["run", "--silent", "build"], {
      cwd: projectRoot,
      env: { ...process.env, BUILD_OUT_DIR: temporaryBuild },
      stdio: "ignore",
    });
    if (build.status !== 0) throw new Error("npm run build failed");
    buildDirectory = join(temporaryBuild, "client");
  }
  site = loadStaticSite(buildDirectory);
  headersFile = readFileSync(join(buildDirectory, STATIC_HOST_HEADERS_FILE), "utf8");
  app = createApp({
    site,
    logger: createLogger("silent"),
    csp: pageCspOptions(readServerConfig()),
  });
}, BUILD_TIMEOUT_MS);

afterAll(() => {
  if (temporaryBuild) rmSync(temporaryBuild, { recursive: true, force: true });
});

const served = async (path: string): Promise<Record<string, string>> => {
  const response = await app.request(`https://northstar.test${path}`, { headers: { "accept-encoding": "br" } });
  expect(response.status, path).toBe(200);
  return Object.fromEntries([...response.headers].filter(([name]) => !HOST_OR_CONNECTION.has(name)));
};

const pagePaths = () => [...site.files].filter(([, file]) => file.scriptHashes !== undefined).map(([path]) => path);

describe("_headers for static hosts", () => {
  it("covers every page of the build", () => {
    expect(pagePaths().length).toBeGreaterThan(20);
    for (const path of pagePaths()) expect(headersFile, path).toContain(`\n${path}\n`);
  });

  it("gives every page the headers the server sends, its own script hashes included", async () => {
    // The content manager's own headers are checked in cms-and-search-policies.test.ts; here, the site's pages.
    for (const path of pagePaths().filter((path) => !isCmsPath(path))) {
      const expected = await served(path);
      // Every page carries its inline scripts' hashes (the blog list allows WebAssembly for its search first).
      expect(expected["content-security-policy"], path).toMatch(/script-src 'self'( '[a-z-]+')? 'sha256-/);
      expect(headersFromFile(headersFile, path), path).toEqual(expected);
    }
  });

  it("gives a hashed asset the headers the server sends: immutable caching and the non-page policy", async () => {
    const asset = [...site.files.keys()].find((path) => /^\/assets\/framework-[\w-]+\.js$/.test(path));
    expect(asset).toBeDefined();
    const expected = await served(asset ?? "");
    expect(expected["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(headersFromFile(headersFile, asset ?? "")).toEqual(expected);
  });
});
