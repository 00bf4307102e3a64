/**
 * A static host as Netlify and Cloudflare Pages behave for this site's build: a path is served from its file or its
 * folder's index.html, anything else gets 404.html with status 404, and the build's `_headers` rules add their
 * headers. For the tests of the pages-on-a-CDN shape; no part of the product.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";
import { STATIC_HOST_HEADERS_FILE } from "#scripts/build-steps/static-host-headers.ts";

/** A host's headers for a path: every rule whose path matches (exactly, or by a trailing `*`), later rules joining. */
export const headersFromFile = (file: string, path: string): Record<string, string> => {
  const headers: Record<string, string> = {};
  let applies = false;
  for (const line of file.split("\n")) {
    if (line.startsWith("/")) {
      const pattern = line.trim();
      applies = pattern.endsWith("*") ? path.startsWith(pattern.slice(0, -1)) : path === pattern;
    } else if (applies && line.trim()) {
      const [name = "", ...value] = line.trim().split(": ");
      const key = name.toLowerCase();
      headers[key] = headers[key] === undefined ? value.join(": ") : `${headers[key]}, ${value.join(": ")}`;
    }
  }
  return headers;
};

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".xml": "application/xml",
  ".webmanifest": "application/manifest+json",
};

export type StaticHost = { origin: string; stop: () => Promise<void> };

export const startStaticHost = (folder: string, port = 0): Promise<StaticHost> => {
  const rules = readFileSync(join(folder, STATIC_HOST_HEADERS_FILE), "utf8");
  const fileFor = (path: string): string | undefined => {
    const local = normalize(join(folder, decodeURIComponent(path)));
    if (!local.startsWith(folder)) return undefined;
    for (const candidate of [local, join(local, "index.html"), `${local}.html`]) {
      if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
    }
    return undefined;
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://host").pathname;
    const file = fileFor(path);
    const served = file ?? join(folder, "404.html");
    response.writeHead(file ? 200 : 404, {
      "Content-Type": CONTENT_TYPES[extname(served)] ?? "application/octet-stream",
      ...headersFromFile(rules, path.length > 1 ? path.replace(/\/$/, "") : path),
    });
    response.end(request.method === "HEAD" ? undefined : readFileSync(served));
  });
  return new Promise((resolveHost) =>
    server.listen(port, "127.0.0.1", () => {
      const address = server.address();
      const actual = typeof address === "object" && address ? address.port : port;
      resolveHost({
        origin: `http://127.0.0.1:${actual}`,
        stop: () => new Promise((done) => server.close(() => done())),
      });
    }),
  );
};
