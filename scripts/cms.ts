/**
 * `npm run cms`: the content manager on this machine, editing the files of this repository. Starts Decap's local
 * proxy (decap-server, which reads and writes the files) and serves /admin with a configuration that points at it.
 * Saves change the Markdown files in content/; commit them as usual. Both listen on 127.0.0.1 only.
 *
 * CMS_PORT (default 8080) is where /admin is served, CMS_PROXY_PORT (default 8081) the proxy's port.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { dirname, extname, join, resolve } from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { CMS_PATH } from "#core/cms.ts";
import { cmsAdminFiles, SITE_ICON } from "#scripts/build-steps/cms-admin.ts";
import { cmsContentSecurityPolicy, securityHeaderRecord } from "#server/security-headers.ts";

const LOOPBACK = "127.0.0.1";
const decapServer = join(dirname(createRequire(import.meta.url).resolve("decap-server/package.json")), "dist", "index.js");

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".yml": "text/yaml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".wasm": "application/wasm",
};

export type LocalCms = { adminUrl: string; proxyUrl: string; stop: () => Promise<void> };

export type LocalCmsOptions = {
  /** The repository whose content/ folder the CMS edits. */
  repositoryDirectory: string;
  /** 0 picks a free port. */
  adminPort: number;
  proxyPort: number;
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

const startProxy = async (repositoryDirectory: string, port: number): Promise<{ child: ChildProcess; url: string }> => {
  const output: string[] = [];
  // fs mode writes the files and leaves committing to the editor; the proxy also reads .env from its working folder,
  // where the variables set here win.
  const child = spawn(process.execPath, [decapServer], {
    cwd: repositoryDirectory,
    env: { ...process.env, PORT: String(port), BIND_HOST: LOOPBACK, GIT_REPO_DIRECTORY: repositoryDirectory, MODE: "fs" },
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

/** Serves /admin: the same files as the build, with the proxy's address in the configuration and the policy. */
const serveAdmin = (proxyUrl: string, port: number): Promise<{ url: string; close: () => Promise<void> }> => {
  const files = cmsAdminFiles({ localBackendUrl: proxyUrl });
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
  app.get("/", (c) => c.redirect(CMS_PATH));
  return new Promise((resolveServer) => {
    const server = serve({ fetch: app.fetch, port, hostname: LOOPBACK }, (info: AddressInfo) =>
      resolveServer({
        url: `http://${LOOPBACK}:${info.port}${CMS_PATH}`,
        close: () => new Promise((closed) => server.close(() => closed())),
      }),
    );
  });
};

export const startLocalCms = async ({ repositoryDirectory, adminPort, proxyPort }: LocalCmsOptions): Promise<LocalCms> => {
  const proxy = await startProxy(resolve(repositoryDirectory), proxyPort);
  try {
    const admin = await serveAdmin(proxy.url, adminPort);
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
  const cms = await startLocalCms({
    repositoryDirectory: resolve(import.meta.dirname, ".."),
    adminPort: Number(process.env.CMS_PORT ?? 8080),
    proxyPort: Number(process.env.CMS_PROXY_PORT ?? 8081),
  });
  console.log(`Content manager: ${cms.adminUrl} (editing content/ through ${cms.proxyUrl}; Ctrl+C stops both)`);
  const stop = () => cms.stop().then(() => process.exit(0));
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
