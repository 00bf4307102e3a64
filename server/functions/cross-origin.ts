/**
 * CORS for the functions: the site's own origins may call them (the configured site URL, the host the request was
 * sent to, ALLOWED_ORIGINS); a browser page from anywhere else gets 403, preflight or not. Requests without an
 * Origin header do not come from a web page's script and are let through.
 */
import type { MiddlewareHandler } from "hono";
import { requestHost } from "./client-address.ts";

export type CrossOriginOptions = {
  allowedOrigins: readonly string[];
  trustProxyHops: number;
};

/** The headers the functions client sends, including the ones a Supabase client adds. */
const ALLOWED_REQUEST_HEADERS = "authorization, x-client-info, apikey, content-type, idempotency-key";

const originOf = (value: string): string | undefined => {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
};

const hostOf = (origin: string): string | undefined => {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
};

export const crossOrigin = ({ allowedOrigins, trustProxyHops }: CrossOriginOptions): MiddlewareHandler => {
  const allowed = new Set(allowedOrigins.map(originOf).filter((origin): origin is string => Boolean(origin)));

  return async (c, next) => {
    const origin = c.req.header("origin");
    const permitted = origin === undefined || allowed.has(origin) || hostOf(origin) === requestHost(c, trustProxyHops);
    if (!permitted) {
      return c.json({ error: "This origin may not call the site's functions." }, 403, { Vary: "Origin" });
    }
    if (c.req.method === "OPTIONS") {
      return c.body(null, 204, {
        ...(origin ? { "Access-Control-Allow-Origin": origin } : {}),
        "Access-Control-Allow-Methods": "POST, OPTIONS",
        "Access-Control-Allow-Headers": ALLOWED_REQUEST_HEADERS,
        "Access-Control-Max-Age": "7200",
        Vary: "Origin",
      });
    }
    await next();
    if (origin) {
      c.res.headers.set("Access-Control-Allow-Origin", origin);
      c.res.headers.set("Access-Control-Expose-Headers", "Retry-After, Idempotent-Replayed");
      c.res.headers.append("Vary", "Origin");
    }
  };
};
