/**
 * First-party analytics proxy (ANALYTICS_PROXY=1): the browser sends PostHog's requests to /ingest/* on the site's
 * own origin and this sub-app forwards them to the one configured PostHog host, carrying only what PostHog needs.
 */
import { type Context, Hono } from "hono";
import { methodNotAllowed } from "hono/method-not-allowed";
import { ANALYTICS_PROXY_PATH } from "#core/analytics-endpoints.ts";
import { socketAddress } from "./client-address.ts";
import type { Logger } from "./logger.ts";
import { methodNotAllowedAnswer } from "./method-not-allowed-answer.ts";
import { limitRequestBody } from "./request-body-limit.ts";
import { isRequestCutOff } from "./request-cut-off.ts";

export { ANALYTICS_PROXY_PATH };

export type AnalyticsProxyOptions = {
  /** The PostHog host, e.g. https://us.i.posthog.com. Nothing is ever sent anywhere else. */
  upstream: string;
  logger: Logger;
  /** The visitor's address, for X-Forwarded-For (PostHog derives the location from it). */
  clientAddress?: (c: Context) => string;
  /** PostHog batches are a few kilobytes; a megabyte is generous. */
  maxBodyBytes?: number;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
};

/** The only request headers PostHog needs. Cookies, authorization and everything else stay here. */
const FORWARDED_REQUEST_HEADERS = ["content-type", "content-encoding", "accept", "accept-language", "user-agent"];
/** The only response headers passed back. Set-Cookie never is; the body arrives decoded, so no content-encoding. */
const RETURNED_RESPONSE_HEADERS = ["content-type", "cache-control"];

/**
 * The upstream address for a path under the mount. Built by setting the path on the upstream URL, never by
 * resolving a string against it, so `//other.host/x` or `/../` cannot leave the PostHog host.
 */
export const upstreamUrl = (upstream: URL, pathUnderMount: string, search: string): URL | null => {
  const target = new URL(upstream.href);
  target.pathname = `${upstream.pathname.replace(/\/$/, "")}/${pathUnderMount.replace(/^\/+/, "")}`;
  target.search = search;
  target.hash = "";
  return target.origin === upstream.origin ? target : null;
};

export const createAnalyticsProxy = ({
  upstream,
  logger,
  clientAddress = socketAddress,
  maxBodyBytes = 1024 * 1024,
  timeoutMs = 10_000,
  fetch = globalThis.fetch,
}: AnalyticsProxyOptions): Hono => {
  const upstreamBase = new URL(upstream);
  if (upstreamBase.protocol !== "https:" && upstreamBase.protocol !== "http:")
    throw new Error(`The analytics proxy needs an http(s) PostHog host, got "${upstream}".`);

  const proxy = new Hono();
  proxy.use(methodNotAllowed({ app: proxy, onMethodNotAllowed: methodNotAllowedAnswer }));

  proxy.use(
    limitRequestBody(maxBodyBytes, (c) => c.json({ error: `Analytics payloads are limited to ${maxBodyBytes} bytes.` }, 413)),
  );

  proxy.on(["GET", "HEAD", "POST"], "*", async (c) => {
    const requestUrl = new URL(c.req.url);
    const mountedAt = requestUrl.pathname.indexOf(ANALYTICS_PROXY_PATH);
    const pathUnderMount = mountedAt === 0 ? requestUrl.pathname.slice(ANALYTICS_PROXY_PATH.length) : requestUrl.pathname;
    const target = upstreamUrl(upstreamBase, pathUnderMount, requestUrl.search);
    if (!target) return c.json({ error: "Not found" }, 404);

    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    const address = clientAddress(c);
    if (address) headers.set("x-forwarded-for", address);

    let body: ArrayBuffer | undefined;
    try {
      body = c.req.method === "POST" ? await c.req.arrayBuffer() : undefined;
    } catch (error) {
      // The browser stopped sending halfway (a closed tab, a lost connection): its doing, not a fault of ours, which
      // the request log notes once.
      if (!isRequestCutOff(c))
        logger.warn({ path: target.pathname, reason: (error as Error).message }, "analytics body unreadable");
      return c.json({ error: "The request body could not be read." }, 400);
    }
    let answer: Response;
    try {
      answer = await fetch(target, {
        method: c.req.method,
        headers,
        body,
        // A redirect would be PostHog sending us elsewhere; it is passed back as it is, never followed.
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      logger.warn({ err: error, path: target.pathname }, timedOut ? "analytics upstream timed out" : "analytics upstream failed");
      return c.json(
        { error: timedOut ? "Analytics upstream timed out" : "Analytics upstream unreachable" },
        timedOut ? 504 : 502,
      );
    }

    const returned = new Headers();
    for (const name of RETURNED_RESPONSE_HEADERS) {
      const value = answer.headers.get(name);
      if (value) returned.set(name, value);
    }
    const noBody = c.req.method === "HEAD" || answer.status === 204 || answer.status === 304;
    return new Response(noBody ? null : answer.body, { status: answer.status, headers: returned });
  });

  return proxy;
};
