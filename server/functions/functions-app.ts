/**
 * The backend functions under /functions/v1/<name>, following the Supabase Edge Functions contract (JSON POST,
 * CORS preflight, JSON answers). Checks run cheapest first: origin, function name, content type, body size, the
 * client's rate limit; then the function itself parses, validates and stores.
 */
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { type LeadFunctionName, MAX_REQUEST_BYTES } from "#core/lead-forms.ts";
import type { Logger } from "#server/logger.ts";
import { createRateLimiter, type RateLimitOptions } from "#server/rate-limit.ts";
import { limitRequestBody } from "#server/request-body-limit.ts";
import { clientAddress } from "./client-address.ts";
import { crossOrigin } from "./cross-origin.ts";
import { jsonAnswer } from "./json-answer.ts";
import type { LeadFunction, LeadFunctionDependencies } from "./lead-function.ts";
import { sendContactMessage } from "./send-contact-message.ts";
import { sendContactSales } from "./send-contact-sales.ts";

export type FunctionsAppOptions = LeadFunctionDependencies & {
  logger: Logger;
  /** Origins allowed besides the host a request is addressed to (the site URL, ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  /** How many proxies of ours stand in front of the server (TRUST_PROXY); 0 trusts no forwarding header. */
  trustProxyHops: number;
  rateLimit: Omit<RateLimitOptions, "now">;
  /** Clock of the rate limiter, for tests. */
  clock?: () => number;
};

const isJson = (contentType: string | undefined): boolean => {
  const [mediaType, ...parameters] = (contentType ?? "").split(";").map((part) => part.trim().toLowerCase());
  if (mediaType !== "application/json") return false;
  const charset = parameters.find((parameter) => parameter.startsWith("charset="))?.slice("charset=".length);
  return charset === undefined || charset.replace(/"/g, "") === "utf-8";
};

export const createFunctionsApp = (options: FunctionsAppOptions): Hono => {
  const functions: Record<LeadFunctionName, LeadFunction> = {
    "send-contact-sales": sendContactSales(options),
    "send-contact-message": sendContactMessage(options),
  };
  const functionNamed = (c: Context): LeadFunction | undefined =>
    Object.hasOwn(functions, c.req.param("name") ?? "") ? functions[c.req.param("name") as LeadFunctionName] : undefined;
  const limitRate = createRateLimiter(options.db, { ...options.rateLimit, now: options.clock });

  const requireKnownFunction: MiddlewareHandler = async (c, next) =>
    functionNamed(c) ? next() : jsonAnswer(404, { error: `There is no function named "${c.req.param("name")}".` });

  const requireJson: MiddlewareHandler = async (c, next) =>
    isJson(c.req.header("content-type"))
      ? next()
      : jsonAnswer(415, { error: "Send the body as JSON, with Content-Type: application/json." });

  const limitBodySize = limitRequestBody(MAX_REQUEST_BYTES, () =>
    jsonAnswer(413, { error: `The body may be at most ${MAX_REQUEST_BYTES / 1024} KB.` }),
  );

  const limitClientRate: MiddlewareHandler = async (c, next) => {
    const verdict = await limitRate(clientAddress(c, options.trustProxyHops));
    if (verdict.allowed) return next();
    return jsonAnswer(
      429,
      { error: `Too many submissions from your network. Please try again in ${verdict.retryAfterSeconds} seconds.` },
      { "Retry-After": String(verdict.retryAfterSeconds) },
    );
  };

  const app = new Hono();
  app.use(crossOrigin({ allowedOrigins: options.allowedOrigins, trustProxyHops: options.trustProxyHops }));
  app.post("/:name", requireKnownFunction, requireJson, limitBodySize, limitClientRate, (c) => {
    const leadFunction = functionNamed(c);
    return leadFunction ? leadFunction(c.req.raw) : c.notFound();
  });
  app.all("/:name", requireKnownFunction, () =>
    jsonAnswer(405, { error: "Call this function with POST." }, { Allow: "POST, OPTIONS" }),
  );
  app.notFound(() => jsonAnswer(404, { error: "Not found." }));
  app.onError((error, c) => {
    options.logger.error({ err: error, path: c.req.path }, "function failed");
    return jsonAnswer(500, { error: "Something went wrong on our side. Please try again." });
  });
  return app;
};
