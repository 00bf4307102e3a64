/**
 * The backend functions under /functions/v1/<name>, following the Supabase Edge Functions contract (JSON POST,
 * CORS preflight, JSON answers). Checks run cheapest first: origin, function name, content type, body size; then the
 * function itself parses and validates, counts the submission against the client's rate limit (well-formed and
 * refused ones apart) and stores.
 */
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { methodNotAllowed } from "hono/method-not-allowed";
import { leadForms } from "#content/lead-forms.ts";
import { type LeadFormType, type LeadFunctionName, MAX_REQUEST_BYTES } from "#core/lead-forms.ts";
import { clientAddress } from "#server/client-address.ts";
import { isKeyStored } from "#server/db/lead-store.ts";
import type { Logger } from "#server/logger.ts";
import { isUtf8Charset, parseContentType } from "#server/media-type.ts";
import { createRateLimiter, type RateLimitOptions } from "#server/rate-limit.ts";
import { limitRequestBody } from "#server/request-body-limit.ts";
import { jsonResponse } from "./_shared/json-response.ts";
import type { LeadFunction, LeadFunctionDependencies, SubmissionLimit } from "./_shared/lead-function.ts";
import { crossOrigin } from "./cross-origin.ts";
import { sendContactMessage } from "./send-contact-message/index.ts";
import { sendContactSales } from "./send-contact-sales/index.ts";

export type FunctionsAppOptions = LeadFunctionDependencies & {
  logger: Logger;
  /** The origins whose pages may call the functions (allowedFunctionOrigins), and no other. */
  allowedOrigins: readonly string[];
  /** How many proxies of ours stand in front of the server (TRUST_PROXY); 0 trusts no forwarding header. */
  trustProxyHops: number;
  rateLimit: Omit<RateLimitOptions, "now" | "secret">;
  /** The HMAC key of the rate limit's address hashes (RATE_LIMIT_SECRET or the one kept in the data directory). */
  rateLimitSecret: string;
  /** Clock of the rate limiter, for tests. */
  clock?: () => number;
};

const isJson = (contentType: string | undefined): boolean => {
  const { mediaType, charset } = parseContentType(contentType);
  return mediaType === "application/json" && isUtf8Charset(charset);
};

const requireJson: MiddlewareHandler = async (c, next) =>
  isJson(c.req.header("content-type"))
    ? next()
    : jsonResponse(415, { error: "Send the body as JSON, with Content-Type: application/json." });

const limitBodySize = limitRequestBody(MAX_REQUEST_BYTES, () =>
  jsonResponse(413, { error: `The body may be at most ${MAX_REQUEST_BYTES / 1024} KB.` }),
);

/** Which form each function stores. */
const formTypeOf = Object.fromEntries(
  Object.entries(leadForms).map(([formType, form]) => [form.functionName, formType as LeadFormType]),
) as Record<LeadFunctionName, LeadFormType>;

export type FunctionsApp = {
  app: Hono;
  /** Writes the rate limit's counts still held in this process (the embedded database's), before it closes. */
  flush: () => Promise<void>;
};

export const createFunctionsApp = (options: FunctionsAppOptions): FunctionsApp => {
  const functions: Record<LeadFunctionName, LeadFunction> = {
    "send-contact-sales": sendContactSales(options),
    "send-contact-message": sendContactMessage(options),
  };
  const isFunctionName = (name: string): name is LeadFunctionName => Object.hasOwn(functions, name);
  const noFunctionNamed = (name: string) => jsonResponse(404, { error: `There is no function named "${name}".` });
  const limitRate = createRateLimiter(options.db, {
    ...options.rateLimit,
    secret: options.rateLimitSecret,
    now: options.clock,
  });

  const requireKnownFunction: MiddlewareHandler = async (c, next) => {
    const name = c.req.param("name") ?? "";
    return isFunctionName(name) ? next() : noFunctionNamed(name);
  };

  const tooMany = (retryAfterSeconds: number) =>
    jsonResponse(
      429,
      { error: `Too many submissions from your network. Please try again in ${retryAfterSeconds} seconds.` },
      { "Retry-After": String(retryAfterSeconds) },
    );

  const clientLimit = (c: Context, name: LeadFunctionName): SubmissionLimit => {
    const client = clientAddress(c, options.trustProxyHops);
    return {
      wellFormed: async (idempotencyKey) => {
        const verdict = await limitRate.count(client, "well-formed");
        if (verdict.allowed) return undefined;
        // A retry of a submission already stored stores nothing new, so it is answered as before whatever the count:
        // the function replays the stored lead's id (or refuses a key reused for different fields).
        if (idempotencyKey && (await isKeyStored(options.db, formTypeOf[name], idempotencyKey))) return undefined;
        return tooMany(verdict.retryAfterSeconds);
      },
      refused: async (refusal) => {
        const verdict = await limitRate.count(client, "refused");
        if (verdict.allowed) return refusal;
        await refusal.body?.cancel();
        return tooMany(verdict.retryAfterSeconds);
      },
    };
  };

  const app = new Hono();
  app.use(crossOrigin({ allowedOrigins: options.allowedOrigins }));
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (c, methods) => {
        const name = c.req.path.slice(c.req.path.lastIndexOf("/") + 1);
        if (!isFunctionName(name)) return noFunctionNamed(name);
        // OPTIONS is allowed too: the preflight, which the CORS middleware answers.
        return jsonResponse(405, { error: "Call this function with POST." }, { Allow: [...methods, "OPTIONS"].join(", ") });
      },
    }),
  );
  app.post("/:name", requireKnownFunction, requireJson, limitBodySize, (c) => {
    const name = c.req.param("name") as LeadFunctionName;
    return functions[name](c.req.raw, clientLimit(c, name));
  });
  // Nothing under the functions' path falls through to the static site: the rest is a JSON 404, which the middleware
  // above turns into a 405 where the path names a function.
  app.all("*", () => jsonResponse(404, { error: "Not found." }));
  app.onError((error, c) => {
    options.logger.error({ err: error, path: c.req.path }, "function failed");
    return jsonResponse(500, { error: "Something went wrong on our side. Please try again." });
  });
  return { app, flush: limitRate.flush };
};
