/** Serves the in-memory build: clean URLs, one trailing-slash policy, precompressed bodies, ETags, 404 page. */
import type { Context, Handler } from "hono";
import { parseAccept } from "hono/utils/accept";
import { removedMemberOverview } from "./redirects.ts";
import {
  type CspOptions,
  contentSecurityPolicy,
  isHttps,
  securityHeaderRecord,
  withSecurityHeaders,
} from "./security-headers.ts";
import type { StaticFile, StaticSite } from "./static-site.ts";

type Encoding = "br" | "gzip";

type Qualities = { br?: number; gzip?: number; wildcard: number };

/**
 * What an Accept-Encoding header says of our encodings, by header: browsers send a handful of distinct values, so
 * each is parsed once. The cache is emptied when full, as a client may send any number of different ones.
 */
const qualitiesByHeader = new Map<string, Qualities>();
const MAX_REMEMBERED_HEADERS = 256;

const qualitiesOf = (acceptEncoding: string): Qualities => {
  let qualities = qualitiesByHeader.get(acceptEncoding);
  if (!qualities) {
    const accepted = parseAccept(acceptEncoding);
    const quality = (name: string) => accepted.find((entry) => entry.type.toLowerCase() === name)?.q;
    qualities = { br: quality("br"), gzip: quality("gzip"), wildcard: quality("*") ?? 0 };
    if (qualitiesByHeader.size >= MAX_REMEMBERED_HEADERS) qualitiesByHeader.clear();
    qualitiesByHeader.set(acceptEncoding, qualities);
  }
  return qualities;
};

/**
 * The best encoding the client accepts (q > 0, by name or through `*`) that we have a precompressed body for, in our
 * order: brotli is smaller than gzip.
 */
export const chooseEncoding = (acceptEncoding: string | undefined, file: StaticFile): Encoding | undefined => {
  if (!acceptEncoding || (!file.br && !file.gzip)) return undefined;
  const qualities = qualitiesOf(acceptEncoding);
  if (file.br && (qualities.br ?? qualities.wildcard) > 0) return "br";
  if (file.gzip && (qualities.gzip ?? qualities.wildcard) > 0) return "gzip";
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

type HeaderRecord = Record<string, string>;

/** Lower-case names in name order: exactly what a Headers instance would have sent. */
const wireOrder = (headers: HeaderRecord): HeaderRecord =>
  Object.fromEntries(
    Object.entries(headers)
      .map(([name, value]) => [name.toLowerCase(), value] as const)
      .sort(([a], [b]) => (a < b ? -1 : 1)),
  );

/**
 * The complete headers of a file answered one way (status, encoding, over HTTPS or not), built on first use and
 * then reused: building headers and the CSP per request cost more than sending the bytes. The build's `_headers`
 * (scripts/build-steps/static-host-headers.ts) is written from it too.
 */
export const headerCache = (csp: CspOptions) => {
  const cache = new WeakMap<StaticFile, Map<string, HeaderRecord>>();
  return (file: StaticFile, status: number, encoding: Encoding | undefined, https: boolean): HeaderRecord => {
    const key = `${status} ${encoding ?? "identity"} ${https}`;
    let variants = cache.get(file);
    if (!variants) {
      variants = new Map();
      cache.set(file, variants);
    }
    let headers = variants.get(key);
    if (!headers) {
      const body = encoding ? file[encoding] : file.body;
      headers = wireOrder({
        "Content-Type": file.contentType,
        "Cache-Control": file.cacheControl,
        ETag: file.etag,
        Vary: "Accept-Encoding",
        ...(status === 304 ? {} : { "Content-Length": String(body?.byteLength ?? 0) }),
        ...(encoding && status !== 304 ? { "Content-Encoding": encoding } : {}),
        ...securityHeaderRecord({
          csp: file.scriptHashes ? contentSecurityPolicy(file.scriptHashes, csp, file.policy) : undefined,
          https,
          policy: file.policy,
        }),
      });
      variants.set(key, headers);
    }
    return headers;
  };
};

type ResponseHeaders = ReturnType<typeof headerCache>;

const respond = (c: Context, file: StaticFile, status: number, headersFor: ResponseHeaders, trustProxyHops: number): Response => {
  const https = isHttps(c.req.url, c.req.header("x-forwarded-proto"), trustProxyHops);
  if (status === 200 && c.req.header("if-none-match") === file.etag)
    return withSecurityHeaders(new Response(null, { status: 304, headers: headersFor(file, 304, undefined, https) }));

  const encoding = chooseEncoding(c.req.header("accept-encoding"), file);
  const body = encoding ? file[encoding] : file.body;
  return withSecurityHeaders(
    new Response(c.req.method === "HEAD" ? null : (body as Uint8Array<ArrayBuffer>), {
      status,
      headers: headersFor(file, status, encoding, https),
    }),
  );
};

export const serveStaticSite = (site: StaticSite, csp: CspOptions, trustProxyHops = 0): Handler => {
  const headersFor = headerCache(csp);
  return (c) => {
    const path = decodePath(c.req.path);
    const file = path === undefined ? undefined : site.files.get(path);
    if (file) return respond(c, file, 200, headersFor, trustProxyHops);

    if (path && path.length > 1 && path.endsWith("/")) {
      const withoutSlash = path.replace(/\/+$/, "") || "/";
      if (site.files.get(withoutSlash)?.contentType.startsWith("text/html")) {
        const query = new URL(c.req.url).search;
        return c.redirect(`${encodeURI(withoutSlash)}${query}`, 308);
      }
    }
    const overview = path === undefined ? undefined : removedMemberOverview(path);
    if (overview) return c.redirect(overview, 301);
    return respond(c, site.notFound, 404, headersFor, trustProxyHops);
  };
};
