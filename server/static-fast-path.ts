/**
 * The files of the build answered straight from `node:http`, before the Hono app: the same status, headers and bytes
 * the app's static handler sends, and the same request log line, without building a Request, a Response and the
 * middleware chain for each. Anything else (other methods, paths that are not a file, a path another route takes, an
 * encoded or unusual request target or Host) goes to the app.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { Hono } from "hono";
import { staticOnlyPaths } from "./app.ts";
import type { Logger } from "./logger.ts";
import { logRequest } from "./request-log.ts";
import { type CspOptions, isHttps } from "./security-headers.ts";
import { chooseEncoding, headerCache } from "./static-handler.ts";
import type { StaticFile, StaticSite } from "./static-site.ts";

/**
 * A request target the app would read as this very path: a path of plain characters (no `%`, so nothing to decode),
 * then any query. Anything else goes to the app, which normalises it; a path with dot segments is no file's path.
 */
const PLAIN_TARGET = /^(\/[\w\-.~!$&'()*+,;=:@/]*)(?:\?|$)/;
/** A Host the app takes as it is (the same test as @hono/node-server's); any other goes to the app, which checks it. */
const PLAIN_HOST = /^[a-z0-9._-]+(?::(?:[1-5]\d{3,4}|[6-9]\d{3}))?$/;

export type StaticFastPathOptions = {
  /** The app made by createApp, with every route added: a path another route takes stays with it. */
  app: Hono;
  site: StaticSite;
  csp: CspOptions;
  logger: Logger;
  /** TRUST_PROXY, as the app has it: whether X-Forwarded-Proto may say the request was https. */
  trustProxyHops?: number;
};

/** Answers the request and returns true, or returns false without touching it. */
export type FastPath = (request: IncomingMessage, response: ServerResponse) => boolean;

export const staticFastPath = ({ app, site, csp, logger, trustProxyHops = 0 }: StaticFastPathOptions): FastPath => {
  const answerable = staticOnlyPaths(app, site.files.keys());
  const files = new Map<string, StaticFile>([...site.files].filter(([path]) => answerable.has(path)));
  const headersFor = headerCache(csp);

  return (request, response) => {
    const method = request.method;
    if (method !== "GET" && method !== "HEAD") return false;
    const path = PLAIN_TARGET.exec(request.url ?? "")?.[1];
    if (path === undefined) return false;
    const file = files.get(path);
    if (!file) return false;
    const { headers } = request;
    if (headers.host === undefined || !PLAIN_HOST.test(headers.host)) return false;

    const started = performance.now();
    const https = isHttps(
      (request.socket as { encrypted?: boolean }).encrypted ? "https://" : "http://",
      headers["x-forwarded-proto"] as string | undefined,
      trustProxyHops,
    );
    if (headers["if-none-match"] === file.etag) {
      response.writeHead(304, headersFor(file, 304, undefined, https));
      response.end();
    } else {
      const encoding = chooseEncoding(headers["accept-encoding"], file);
      response.writeHead(200, headersFor(file, 200, encoding, https));
      // Node sends no body for HEAD.
      response.end(encoding ? file[encoding] : file.body);
    }
    logRequest(logger, started, method, path, response.statusCode, headers["user-agent"]);
    return true;
  };
};

/** The server's request listener: the build's files through the fast path, everything else through the app. */
export const serverListener = (options: StaticFastPathOptions & { hostname?: string }): RequestListener => {
  const answerStatic = staticFastPath(options);
  const answerWithApp = getRequestListener(options.app.fetch, { hostname: options.hostname });
  return (request, response) => {
    if (!answerStatic(request, response)) void answerWithApp(request, response);
  };
};
