/**
 * CORS for the functions: only the origins the configuration names may call them (see allowedFunctionOrigins); a
 * browser page from anywhere else gets 403, preflight or not. The request's own Host and X-Forwarded-Host say nothing
 * here: a client chooses them. Requests without an Origin header do not come from a web page's script and are let
 * through.
 */
import type { MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import { cors } from "hono/cors";
import { jsonResponse } from "./_shared/json-response.ts";

export type CrossOriginOptions = {
  allowedOrigins: readonly string[];
};

const originOf = (value: string): string | undefined => {
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
};

/** The loopback origins of a server listening on `ports`: how it is reached on the machine it runs on. */
export const localOrigins = (ports: readonly number[]): string[] =>
  ports
    .filter((port) => port > 0)
    .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`]);

/**
 * The origins that may call the functions: the site's URL, ALLOWED_ORIGINS and, when no SITE_URL is configured (a
 * development or test server), the server's own loopback origins, so its pages' forms work there.
 */
export const allowedFunctionOrigins = ({
  siteUrl,
  siteUrlIsSet,
  allowedOrigins,
  ports,
}: {
  siteUrl: string;
  siteUrlIsSet: boolean;
  allowedOrigins: readonly string[];
  ports: readonly number[];
}): string[] => [siteUrl, ...allowedOrigins, ...(siteUrlIsSet ? [] : localOrigins(ports))];

export const crossOrigin = ({ allowedOrigins }: CrossOriginOptions): MiddlewareHandler => {
  const allowed = new Set(allowedOrigins.map(originOf).filter((origin): origin is string => Boolean(origin)));
  const isAllowed = (origin: string) => allowed.has(origin);

  // hono/cors only leaves a foreign origin without CORS headers; the functions refuse it outright.
  const refuseForeignOrigins: MiddlewareHandler = async (c, next) => {
    const origin = c.req.header("origin");
    if (origin === undefined || isAllowed(origin)) return next();
    return jsonResponse(403, { error: "This origin may not call the site's functions." }, { Vary: "Origin" });
  };

  return every(
    refuseForeignOrigins,
    cors({
      origin: (origin) => (origin && isAllowed(origin) ? origin : null),
      allowMethods: ["POST", "OPTIONS"],
      // The headers the functions client sends, including the ones a Supabase client adds.
      allowHeaders: ["authorization", "x-client-info", "apikey", "content-type", "idempotency-key"],
      exposeHeaders: ["Retry-After", "Idempotent-Replayed"],
      maxAge: 7200,
    }),
  );
};
