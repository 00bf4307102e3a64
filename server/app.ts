/** Composes the Hono app: request log, security headers, health check, backend functions, the static site. */

import { Hono, type MiddlewareHandler } from "hono";
import { methodNotAllowed } from "hono/method-not-allowed";
import type { Logger } from "./logger.ts";
import { methodNotAllowedAnswer } from "./method-not-allowed-answer.ts";
import { addRedirects } from "./redirects.ts";
import { isRequestCutOff } from "./request-cut-off.ts";
import { logRequest } from "./request-log.ts";
import { type CspOptions, securityHeaders } from "./security-headers.ts";
import { serveStaticSite } from "./static-handler.ts";
import type { StaticSite } from "./static-site.ts";

export type AppDependencies = {
  site: StaticSite;
  logger: Logger;
  /** Origins pages may reach besides their own (CSP connect-src and form-action). */
  csp?: CspOptions;
  /** Sub-apps mounted before the static site, e.g. { "/functions/v1": functionsApp }. */
  mounts?: Record<string, Hono>;
  /** Reports whether the app's dependencies (database) are healthy. */
  healthCheck?: () => Promise<boolean>;
  /** TRUST_PROXY: how many proxies of ours stand in front, whose X-Forwarded-Proto says a request was https. */
  trustProxyHops?: number;
};

/** Per app, the handlers a GET of a file of the build passes through: the app's own middleware and static site. */
const staticSiteHandlers = new WeakMap<Hono, Set<unknown>>();

/**
 * Of `paths`, those whose GET and HEAD the app answers with nothing but its request log, security headers and
 * static site: the ones the server may answer before the app (server/static-fast-path.ts). Asked of the app's own
 * router, so a route or sub-app that takes a path (a redirect, a mount) keeps it. Call it once every route is added.
 */
export const staticOnlyPaths = (app: Hono, paths: Iterable<string>): Set<string> => {
  const own = staticSiteHandlers.get(app);
  if (!own) throw new Error("staticOnlyPaths needs an app made by createApp");
  return new Set(
    [...paths].filter((path) => {
      const matched = app.router.match("GET", path)[0].map(([[handler]]) => handler);
      // Hono answers HEAD through its GET routes.
      return matched.length === own.size && matched.every((handler) => own.has(handler));
    }),
  );
};

export const createApp = ({
  site,
  logger,
  csp = { connectSources: [] },
  mounts = {},
  healthCheck,
  trustProxyHops = 0,
}: AppDependencies): Hono => {
  const app = new Hono();
  const requestLog: MiddlewareHandler = async (c, next) => {
    const started = performance.now();
    await next();
    if (isRequestCutOff(c)) {
      logger.info(
        { method: c.req.method, path: c.req.path, durationMs: Math.round(performance.now() - started) },
        "request body cut off: the client went away or sent it too slowly",
      );
      return;
    }
    logRequest(logger, started, c.req.method, c.req.path, c.res.status, c.req.header("user-agent"));
  };
  const secure = securityHeaders(trustProxyHops);
  const notAllowed = methodNotAllowed({ app, onMethodNotAllowed: methodNotAllowedAnswer });
  const staticSite = serveStaticSite(site, csp, trustProxyHops);
  staticSiteHandlers.set(app, new Set([requestLog, secure, notAllowed, staticSite]));

  app.use(requestLog);
  app.use(secure);
  app.use(notAllowed);

  app.get("/healthz", async (c) => {
    const healthy = healthCheck ? await healthCheck().catch(() => false) : true;
    c.header("Cache-Control", "no-store");
    return c.json({ status: healthy ? "ok" : "unavailable" }, healthy ? 200 : 503);
  });

  for (const [path, subApp] of Object.entries(mounts)) app.route(path, subApp);

  addRedirects(app);
  app.on(["GET", "HEAD"], "*", staticSite);

  app.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, "unhandled error");
    return c.json({ error: "Internal server error" }, 500);
  });
  return app;
};
