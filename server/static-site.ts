/**
 * The prerendered build held in memory: every file of build/client with its precompressed variants,
 * content type, ETag, cache policy and, for HTML, the hashes of its inline scripts for the CSP.
 * Only files found here are ever served, so no request path can reach outside the build.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { extname, relative, sep } from "node:path";
import { pagePath } from "#core/page-paths.ts";
import { filesIn } from "./build-output.ts";
import { type PagePolicy, pagePolicyFor } from "./security-headers.ts";

export type StaticFile = {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  /** 'sha256-…' sources for each inline script of an HTML page. */
  scriptHashes?: string[];
  /** Which security policy the file is answered with (see security-headers.ts). */
  policy: PagePolicy;
};

export type StaticSite = {
  files: Map<string, StaticFile>;
  notFound: StaticFile;
};

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".data": "text/x-script; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".vcf": "text/vcard; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".yml": "text/yaml; charset=utf-8",
  ".wasm": "application/wasm",
};

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "public, max-age=0, must-revalidate";
const SHORT = "public, max-age=3600, must-revalidate";

/**
 * Whether a script element of these attributes is read by the browser as code or rules, and so checked against the
 * policy: no type, a JavaScript type, a module, an import map or speculation rules. Any other type is a block of
 * data (JSON-LD, the placeholders of scripts moved to a file), which no policy needs to allow.
 */
const POLICED_SCRIPT_TYPES = new Set(["module", "importmap", "speculationrules"]);
const isRunnable = (attributes: string): boolean => {
  const type = attributes.match(/\btype=["']?([^"'\s>]*)/)?.[1]?.toLowerCase();
  return !type || POLICED_SCRIPT_TYPES.has(type) || /^(text|application)\/(x-)?(java|ecma)script$/.test(type);
};

const inlineScriptHashes = (html: string): string[] => {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!isRunnable(match[1] ?? "")) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(match[2] ?? "")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
};

/**
 * Maps a file of the build to the URL path it answers: pages at clean URLs, other files as they are. Any other HTML
 * file (the not-found page, React Router's SPA fallback) is never served at a path of its own.
 */
export const urlPathFor = (relativePath: string): string | undefined => {
  const path = relativePath.split(sep).join("/");
  if (path === "index.html") return "/";
  if (path.endsWith("/index.html")) return `/${path.slice(0, -"/index.html".length)}`;
  if (path.endsWith(".html")) return undefined;
  return `/${path}`;
};

const cacheControlFor = (urlPath: string, extension: string): string => {
  if (urlPath.startsWith("/assets/")) return IMMUTABLE;
  if (extension === ".html" || extension === ".data" || extension === ".xml" || extension === ".txt") return REVALIDATE;
  return SHORT;
};

const loadFile = (absolutePath: string, urlPath: string): StaticFile => {
  const extension = extname(absolutePath);
  const body = readFileSync(absolutePath);
  const variant = (suffix: string): Buffer | undefined => {
    try {
      return readFileSync(absolutePath + suffix);
    } catch {
      return undefined;
    }
  };
  return {
    body,
    br: variant(".br"),
    gzip: variant(".gz"),
    contentType: contentTypes[extension] ?? "application/octet-stream",
    etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
    cacheControl: cacheControlFor(urlPath, extension),
    scriptHashes: extension === ".html" ? inlineScriptHashes(body.toString("utf8")) : undefined,
    policy: pagePolicyFor(urlPath),
  };
};

export const loadStaticSite = (buildDirectory: string): StaticSite => {
  const files = new Map<string, StaticFile>();
  let notFound: StaticFile | undefined;
  for (const absolutePath of filesIn(buildDirectory)) {
    if (absolutePath.endsWith(".br") || absolutePath.endsWith(".gz")) continue;
    const relativePath = relative(buildDirectory, absolutePath);
    if (relativePath === "404.html") {
      notFound = { ...loadFile(absolutePath, pagePath("notFound")), cacheControl: REVALIDATE };
      continue;
    }
    const urlPath = urlPathFor(relativePath);
    if (urlPath) files.set(urlPath, loadFile(absolutePath, urlPath));
  }
  if (!notFound) throw new Error(`${buildDirectory}/404.html is missing: run the build first (npm run build).`);
  return { files, notFound };
};
