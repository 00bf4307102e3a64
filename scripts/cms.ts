/**
 * `npm run cms`: the content manager on this machine, editing the files of this repository. Starts Decap's local
 * proxy (decap-server) and serves /admin with a configuration that points at it. Both listen on 127.0.0.1 only.
 *
 * Two ways to run it:
 * - `npm run cms`: the proxy's fs mode. Publishing writes the files in content/ at once (Decap has no drafts in this
 *   mode and switches the editorial workflow off by itself); commit them as usual.
 * - `npm run cms -- --workflow`: the proxy's git mode, with the editorial workflow as on GitHub. Each saved change is
 *   a commit on its own branch (cms/<collection>/<entry>), moved through draft, in review and ready, and publishing
 *   merges it into the branch checked out. The proxy commits with `git add .` and checks branches out, so it starts
 *   only on a clean working tree.
 *
 * CMS_PORT (default 8080) is where /admin is served, CMS_PROXY_PORT (default 8081) the proxy's port. The preview pane
 * uses the site's styles from the last build (build/client), when there is one.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { dirname, extname, join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { CMS_PATH } from "#core/cms.ts";
import { cmsAdminFiles, SITE_ICON, siteStylesheets } from "#scripts/build-steps/cms-admin.ts";
import { cmsContentSecurityPolicy, securityHeaderRecord } from "#server/security-headers.ts";

const LOOPBACK = "127.0.0.1";
const decapServer = join(dirname(createRequire(import.meta.url).resolve("decap-server/package.json")), "dist", "index.js");

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".wasm": "application/wasm",
};

export type LocalCms = { adminUrl: string; proxyUrl: string; stop: () => Promise<void> };

/** fs: publishing writes the files. git: the editorial workflow, each change a branch of the repository. */
export type LocalCmsMode = "fs" | "git";

export type LocalCmsOptions = {
  /** The repository whose content/ folder the CMS edits. */
  repositoryDirectory: string;
  /** 0 picks a free port. */
  adminPort: number;
  proxyPort: number;
  mode?: LocalCmsMode;
  /** The built site whose stylesheets the preview pane uses; none when it has not been built. */
  clientDirectory?: string;
};

const git = (repositoryDirectory: string, ...args: string[]): string =>
  execFileSync("git", args, { cwd: repositoryDirectory, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();

/** The branch the editorial workflow publishes to: the one checked out. */
export const currentBranch = (repositoryDirectory: string): string =>
  git(repositoryDirectory, "rev-parse", "--abbrev-ref", "HEAD");

/** Why the git mode cannot start here, or undefined when it can. */
export const gitModeProblem = (repositoryDirectory: string): string | undefined => {
  try {
    if (git(repositoryDirectory, "rev-parse", "--is-inside-work-tree") !== "true") return "not a git working tree";
  } catch {
    return "not a git working tree";
  }
  const changes = git(repositoryDirectory, "status", "--porcelain");
  if (changes) return `the working tree has uncommitted changes, which the proxy would commit with the first save:\n${changes}`;
  if (currentBranch(repositoryDirectory) === "HEAD") return "no branch is checked out";
  return undefined;
};

const proxyAnswers = async (proxyUrl: string): Promise<boolean> => {
  try {
    const response = await fetch(proxyUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    });
    return response.ok;
  } catch {
    return false;
  }
};

const startProxy = async (
  repositoryDirectory: string,
  port: number,
  mode: LocalCmsMode,
): Promise<{ child: ChildProcess; url: string }> => {
  const output: string[] = [];
  // fs mode writes the files and leaves committing to the editor; git mode commits each change on its own branch.
  // The proxy also reads .env from its working folder, where the variables set here win.
  const child = spawn(process.execPath, [decapServer], {
    cwd: repositoryDirectory,
    env: { ...process.env, PORT: String(port), BIND_HOST: LOOPBACK, GIT_REPO_DIRECTORY: repositoryDirectory, MODE: mode },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The proxy never outlives the process that started it, however that process ends.
  const stopWithParent = () => child.kill();
  process.once("exit", stopWithParent);
  child.once("exit", () => process.off("exit", stopWithParent));
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://${LOOPBACK}:${port}/api/v1`;
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (child.exitCode !== null) break;
    if (await proxyAnswers(url)) return { child, url };
    await new Promise((wait) => setTimeout(wait, 100));
  }
  child.kill();
  throw new Error(`The CMS proxy (decap-server) did not start on port ${port}:\n${output.join("")}`);
};

type AdminOptions = { proxyUrl: string; port: number; localBranch?: string; clientDirectory?: string };

/** Serves /admin: the same files as the build, with the proxy's address in the configuration and the policy. */
const serveAdmin = async ({
  proxyUrl,
  port,
  localBranch,
  clientDirectory,
}: AdminOptions): Promise<{ url: string; close: () => Promise<void> }> => {
  const previewStyles = clientDirectory ? siteStylesheets(clientDirectory) : [];
  const files = await cmsAdminFiles({ localBackendUrl: proxyUrl, localBranch, previewStyles });
  const headers = securityHeaderRecord({
    csp: cmsContentSecurityPolicy([], [new URL(proxyUrl).origin]),
    https: false,
    policy: "cms",
  });
  const app = new Hono();
  app.get(`${CMS_PATH}/:file?`, (c) => {
    const name = c.req.param("file") ?? "index.html";
    const body = files.get(name);
    if (!body) return c.notFound();
    return c.body(new Uint8Array(body), 200, {
      ...headers,
      "Content-Type": contentTypes[extname(name)] ?? "application/octet-stream",
      "Cache-Control": "no-store",
    });
  });
  const icon = readFileSync(join(import.meta.dirname, "..", "public", SITE_ICON.slice(1)));
  app.get(SITE_ICON, (c) => c.body(new Uint8Array(icon), 200, { "Content-Type": "image/svg+xml" }));
  // The site's stylesheets (and the fonts they name) for the preview pane, from the last build.
  app.get("/assets/:file", (c) => {
    const name = c.req.param("file");
    const file = clientDirectory && /^[\w.-]+$/.test(name) ? join(clientDirectory, "assets", name) : undefined;
    if (!file || !existsSync(file)) return c.notFound();
    const type = { ".css": "text/css; charset=utf-8", ".woff2": "font/woff2" }[extname(name)] ?? "application/octet-stream";
    return c.body(new Uint8Array(readFileSync(file)), 200, { "Content-Type": type, "Cache-Control": "no-store" });
  });
  app.get("/", (c) => c.redirect(CMS_PATH));
  return new Promise((resolveServer) => {
    const server = serve({ fetch: app.fetch, port, hostname: LOOPBACK }, (info: AddressInfo) =>
      resolveServer({
        url: `http://${LOOPBACK}:${info.port}${CMS_PATH}`,
        // An /admin tab left open may hold a request in flight, which close() alone would wait for.
        close: () =>
          new Promise((closed) => {
            server.close(() => closed());
            if ("closeAllConnections" in server) server.closeAllConnections();
          }),
      }),
    );
  });
};

export const startLocalCms = async ({
  repositoryDirectory,
  adminPort,
  proxyPort,
  mode = "fs",
  clientDirectory,
}: LocalCmsOptions): Promise<LocalCms> => {
  const root = resolve(repositoryDirectory);
  if (mode === "git") {
    const problem = gitModeProblem(root);
    if (problem) throw new Error(`The editorial workflow (git mode) cannot start in ${root}: ${problem}`);
  }
  const localBranch = mode === "git" ? currentBranch(root) : undefined;
  const proxy = await startProxy(root, proxyPort, mode);
  try {
    const admin = await serveAdmin({ proxyUrl: proxy.url, port: adminPort, localBranch, clientDirectory });
    return {
      adminUrl: admin.url,
      proxyUrl: proxy.url,
      stop: async () => {
        await admin.close();
        proxy.child.kill();
      },
    };
  } catch (error) {
    proxy.child.kill();
    throw error;
  }
};

if (import.meta.main) {
  const repositoryDirectory = resolve(import.meta.dirname, "..");
  const mode: LocalCmsMode = process.argv.includes("--workflow") ? "git" : "fs";
  const clientDirectory = join(repositoryDirectory, "build", "client");
  const cms = await startLocalCms({
    repositoryDirectory,
    adminPort: Number(process.env.CMS_PORT ?? 8080),
    proxyPort: Number(process.env.CMS_PROXY_PORT ?? 8081),
    mode,
    clientDirectory,
  }).catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
  console.log(
    mode === "git"
      ? `Content manager: ${cms.adminUrl} (editorial workflow: each change a branch cms/…, published by merging into ${currentBranch(repositoryDirectory)}; Ctrl+C stops it)`
      : `Content manager: ${cms.adminUrl} (editing content/ through ${cms.proxyUrl}; publishing writes the files; Ctrl+C stops both)`,
  );
  if (siteStylesheets(clientDirectory).length === 0)
    console.log("The preview pane uses the site's styles once the site is built (npm run build).");
  const stop = () => cms.stop().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
