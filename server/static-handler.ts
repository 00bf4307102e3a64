/** Serves the in-memory build: clean URLs, one trailing-slash policy, precompressed bodies, ETags, 404 page. */
import type { Context, Handler } from "hono";
import { contentSecurityPolicy, type CspOptions } from "./security-headers.ts";
import type { StaticFile, StaticSite } from "./static-site.ts";

type Encoding = "br" | "gzip";

/** The best encoding the client accepts that we have a precompressed body for. */
export const pickEncoding = (acceptEncoding: string | undefined, file: StaticFile): Encoding | undefined => {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name ?? "", q ? Number(q.slice(2)) : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (file.br && allows("br")) return "br";
  if (file.gzip && allows("gzip")) return "gzip";
  return undefined;
};

const decodePath = (rawPath: string): string | undefined => {
  try {
    const decoded = decodeURIComponent(rawPath);
    return decoded.includes("\0") || decoded.includes("\\") ? undefined : decoded;
  } catch {
    return undefined;
  }
};

const respond = (c: Context, file: StaticFile, status: number, csp: CspOptions): Response => {
  const headers = new Headers({
    "Content-Type": file.contentType,
    "Cache-Control": file.cacheControl,
    ETag: file.etag,
    Vary: "Accept-Encoding",
  });
  if (file.scriptHashes) headers.set("Content-Security-Policy", contentSecurityPolicy(file.scriptHashes, csp));
  if (status === 200 && c.req.header("if-none-match") === file.etag) return new Response(null, { status: 304, headers });

  const encoding = pickEncoding(c.req.header("accept-encoding"), file);
  const body = encoding ? file[encoding] : file.body;
  if (encoding) headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body?.byteLength ?? 0));
  return new Response(c.req.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), { status, headers });
};

export const serveStaticSite =
  (site: StaticSite, csp: CspOptions): Handler =>
  (c) => {
    const path = decodePath(c.req.path);
    const file = path === undefined ? undefined : site.files.get(path);
    if (file) return respond(c, file, 200, csp);

    if (path && path.length > 1 && path.endsWith("/")) {
      const withoutSlash = path.replace(/\/+$/, "") || "/";
      if (site.files.get(withoutSlash)?.contentType.startsWith("text/html")) {
        const query = new URL(c.req.url).search;
        return c.redirect(`${encodeURI(withoutSlash)}${query}`, 308);
      }
    }
    return respond(c, site.notFound, 404, csp);
  };
