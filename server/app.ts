/** Composes the Hono app: request log, security headers, health check, backend functions, the static site. */

import { Hono } from "hono";
import { methodNotAllowed } from "hono/method-not-allowed";
import type { Logger } from "./logger.ts";
import { methodNotAllowedAnswer } from "./method-not-allowed-answer.ts";
import { addRedirects } from "./redirects.ts";
import { isRequestCutOff } from "./request-cut-off.ts";
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

export const createApp = ({
  site,
  logger,
  csp = { connectSources: [] },
  mounts = {},
  healthCheck,
  trustProxyHops = 0,
}: AppDependencies): Hono => {
  const app = new Hono();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    if (isRequestCutOff(c)) {
      logger.info(
        { method: c.req.method, path: c.req.path, durationMs: Math.round(performance.now() - started) },
        "request body cut off: the client went away or sent it too slowly",
      );
      return;
    }
    logger.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        userAgent: c.req.header("user-agent"),
      },
      "request",
    );
  });
  app.use(securityHeaders(trustProxyHops));
  app.use(methodNotAllowed({ app, onMethodNotAllowed: methodNotAllowedAnswer }));

  app.get("/healthz", async (c) => {
    const healthy = healthCheck ? await healthCheck().catch(() => false) : true;
    c.header("Cache-Control", "no-store");
    return c.json({ status: healthy ? "ok" : "unavailable" }, healthy ? 200 : 503);
  });

  for (const [path, subApp] of Object.entries(mounts)) app.route(path, subApp);

  addRedirects(app);
  app.on(["GET", "HEAD"], "*", serveStaticSite(site, csp, trustProxyHops));

  app.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, "unhandled error");
    return c.json({ error: "Internal server error" }, 500);
  });
  return app;
};
