/** Security headers for every response, and the Content-Security-Policy of a page. */
import type { MiddlewareHandler } from "hono";

export type CspOptions = {
  /** Origins the page may send requests to besides its own (analytics host, functions URL). */
  connectSources: readonly string[];
};

export const contentSecurityPolicy = (scriptHashes: readonly string[], options: CspOptions): string =>
  [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trim(),
    // React renders style attributes and sonner injects its stylesheet; no script can come from styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${options.connectSources.join(" ")}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self' blob:",
  ].join("; ");

/** A restrictive policy for anything that is not a page (JSON, assets, errors). */
const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

const isHttps = (url: string, forwardedProto: string | undefined): boolean =>
  url.startsWith("https:") || forwardedProto?.split(",")[0]?.trim() === "https";

export const securityHeaders = (): MiddlewareHandler => async (c, next) => {
  await next();
  const headers = c.res.headers;
  if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", NON_PAGE_CSP);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  if (isHttps(c.req.url, c.req.header("x-forwarded-proto"))) {
    headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
  }
};
