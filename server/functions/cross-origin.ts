/**
 * CORS for the functions: the site's own origins may call them (the configured site URL, the host the request was
 * sent to, ALLOWED_ORIGINS); a browser page from anywhere else gets 403, preflight or not. Requests without an
 * Origin header do not come from a web page's script and are let through.
 */
import type { Context, MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import { cors } from "hono/cors";
import { requestHost } from "#server/client-address.ts";
import { jsonResponse } from "./_shared/json-response.ts";

export type CrossOriginOptions = {
  allowedOrigins: readonly string[];
  trustProxyHops: number;
};

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
  const isAllowed = (origin: string, c: Context) => allowed.has(origin) || hostOf(origin) === requestHost(c, trustProxyHops);

  // hono/cors only leaves a foreign origin without CORS headers; the functions refuse it outright.
  const refuseForeignOrigins: MiddlewareHandler = async (c, next) => {
    const origin = c.req.header("origin");
    if (origin === undefined || isAllowed(origin, c)) return next();
    return jsonResponse(403, { error: "This origin may not call the site's functions." }, { Vary: "Origin" });
  };

  return every(
    refuseForeignOrigins,
    cors({
      origin: (origin, c) => (origin && isAllowed(origin, c) ? origin : null),
      allowMethods: ["POST", "OPTIONS"],
      // The headers the functions client sends, including the ones a Supabase client adds.
      allowHeaders: ["authorization", "x-client-info", "apikey", "content-type", "idempotency-key"],
      exposeHeaders: ["Retry-After", "Idempotent-Replayed"],
      maxAge: 7200,
    }),
  );
};
