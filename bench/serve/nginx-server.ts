/**
 * Debian's nginx serving the same build directory, for comparison: one worker process (the Node server is one
 * process too), precompressed gzip files (`gzip_static on`; Debian's nginx has no brotli module), access log on
 * (the Node server logs every request too), and, for the benchmarked paths, the same extra headers the Node server
 * sends (security headers, CSP, caching), so both send the same bytes. Runs as the current user from a temporary
 * prefix with `daemon off`.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { freeLoopbackPort, type RunningServer, stopChild, waitUntilHealthy } from "#tooling/production-server.ts";
import { findExecutable } from "./find-executable.ts";

export const nginxPath = (): string | undefined => findExecutable("nginx");

const mimeTypes = {
  "text/html": "html",
  "text/css": "css",
  "text/javascript": "js",
  "application/json": "json",
  "image/svg+xml": "svg",
  "image/png": "png",
  "font/woff2": "woff2",
  "application/xml": "xml",
  "text/plain": "txt",
};

/** Per exact path, headers nginx adds to its answer (name → value). */
export type ExtraHeaders = Record<string, Record<string, string>>;

const quoted = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;

const exactLocations = (extraHeaders: ExtraHeaders): string =>
  Object.entries(extraHeaders)
    .map(([path, headers]) => {
      const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);
      return `    location = ${path} { ${lines.join(" ")} try_files $uri $uri/index.html =404; }`;
    })
    .join("\n");

type NginxConfigOptions = { prefix: string; port: number; root: string; extraHeaders: ExtraHeaders };

export const nginxConfig = ({ prefix, port, root, extraHeaders }: NginxConfigOptions): string => `
# Written by bench/serve/nginx-server.ts for one benchmark run.
${process.getuid?.() === 0 ? `user ${userInfo().username};` : ""}
worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  types { ${Object.entries(mimeTypes)
    .map(([type, extension]) => `${type} ${extension};`)
    .join(" ")} }
  default_type application/octet-stream;
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/temp/body;
  proxy_temp_path ${prefix}/temp/proxy;
  fastcgi_temp_path ${prefix}/temp/fastcgi;
  uwsgi_temp_path ${prefix}/temp/uwsgi;
  scgi_temp_path ${prefix}/temp/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
    location / { try_files $uri $uri/index.html =404; }
${exactLocations(extraHeaders)}
    error_page 404 /404.html;
  }
}
`;

export const startNginx = async (buildDirectory: string, extraHeaders: ExtraHeaders = {}): Promise<RunningServer> => {
  const executable = nginxPath();
  if (!executable) throw new Error("nginx is not installed (apt-get install nginx)");
  const prefix = mkdtempSync(join(tmpdir(), "northstar-bench-nginx-"));
  mkdirSync(join(prefix, "temp"));
  const port = await freeLoopbackPort();
  const configFile = join(prefix, "nginx.conf");
  writeFileSync(configFile, nginxConfig({ prefix, port, root: buildDirectory, extraHeaders }));
  const child = spawn(executable, ["-p", prefix, "-e", join(prefix, "error.log"), "-c", configFile], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    rmSync(prefix, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(`${origin}/`, child, "nginx");
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, port, pid: child.pid ?? 0, stop };
};
