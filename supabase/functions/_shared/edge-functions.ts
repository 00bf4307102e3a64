/**
 * What the three Deno entry points share: the settings read from the function secrets, one small connection pool
 * that works behind Supabase's transaction pooler (no prepared statements), and the handlers themselves, which are
 * the Node server's own (`#server/functions/functions-app.ts`, `#server/outbox/worker.ts`): the schema, validation,
 * idempotency, honeypot, rate limit, storage and e-mail are not copied here.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import { drizzle } from "drizzle-orm/postgres-js";
import type { Hono } from "hono";
import postgres from "postgres";
import type { Database } from "#server/db/database.ts";
import type { OutboxChannel } from "#server/db/schema.ts";
import * as schema from "#server/db/schema.ts";
import { createCrossOriginFormPosts } from "#server/form-posts/cross-origin-form-posts.ts";
import { isFormPost } from "#server/form-posts/form-body.ts";
import { jsonResponse } from "#server/functions/_shared/json-response.ts";
import { createFunctionsApp } from "#server/functions/functions-app.ts";
import { createLogger } from "#server/logger.ts";
import type { Delivery } from "#server/outbox/delivery.ts";
import { createHttpMailDelivery } from "#server/outbox/http-mail-delivery.ts";
import { createHubSpotDelivery } from "#server/outbox/hubspot-delivery.ts";
import { createWebhookDelivery } from "#server/outbox/webhook-delivery.ts";
import { createOutboxWorker } from "#server/outbox/worker.ts";
import { addSecurityHeaders, isHttps } from "#server/security-headers.ts";
import { type FunctionSettings, readFunctionSettings, readLogLevel, required } from "./function-settings.ts";

/** Supabase's runtime: lets a promise finish after the answer went out. Absent under plain Deno. */
declare const EdgeRuntime: { waitUntil: (promise: Promise<unknown>) => void } | undefined;

let settings: FunctionSettings | undefined;
/** The function secrets, read on first use: a secret that is not usable fails the call that needs it, with its name. */
const secrets = (): FunctionSettings => {
  settings ??= readFunctionSettings(Deno.env.toObject());
  return settings;
};

const logger = createLogger(readLogLevel(Deno.env.toObject()));

let database: Database | undefined;
/**
 * DATABASE_URL (the project's transaction pooler, port 6543) or the SUPABASE_DB_URL every function is given. The
 * pooler hands each transaction to any server connection, so statements are never prepared.
 */
const db = (): Database => {
  database ??= drizzle({
    client: postgres(secrets().DATABASE_URL ?? required(secrets().SUPABASE_DB_URL, "SUPABASE_DB_URL"), {
      max: secrets().DATABASE_POOL_SIZE,
      prepare: false,
      idle_timeout: 20,
      onnotice: () => {},
    }),
    schema,
  }) as unknown as Database;
  return database;
};

/** Where deliver-outbox answers: OUTBOX_URL, or this project's own function. */
const outboxUrl = () => secrets().OUTBOX_URL ?? `${required(secrets().SUPABASE_URL, "SUPABASE_URL")}/functions/v1/deliver-outbox`;

/** Asks deliver-outbox to send a lead just stored, without making the visitor wait for it. */
const kickOutbox = () => {
  const secret = secrets().OUTBOX_SECRET;
  if (!secret) return; // the schedule delivers it within a minute
  const kick = fetch(outboxUrl(), { method: "POST", headers: { Authorization: `Bearer ${secret}` } })
    .then((response) => response.body?.cancel())
    .catch((error) => logger.warn({ err: error }, "could not kick deliver-outbox; the schedule will deliver the lead"));
  if (typeof EdgeRuntime !== "undefined") EdgeRuntime.waitUntil(kick);
};

/**
 * The site, any other allowed origin, and the functions' own (SUPABASE_URL): a form refused without JavaScript comes
 * back as a page from the function, and is sent again from there.
 */
const siteOrigins = () => {
  const { SITE_URL, SUPABASE_URL, ALLOWED_ORIGINS } = secrets();
  return [SITE_URL, SUPABASE_URL, ...ALLOWED_ORIGINS].filter((origin): origin is string => Boolean(origin));
};

const trustProxyHops = () => secrets().TRUST_PROXY;

let functionsApp: Hono | undefined;
const leadFunctions = () => {
  functionsApp ??= createFunctionsApp({
    db: db(),
    logger,
    allowedOrigins: siteOrigins(),
    trustProxyHops: trustProxyHops(),
    rateLimit: { max: secrets().RATE_LIMIT_MAX, windowMs: secrets().RATE_LIMIT_WINDOW_SECONDS * 1000 },
    rateLimitSecret: required(secrets().RATE_LIMIT_SECRET, "RATE_LIMIT_SECRET"),
    deliveryChannels: [
      "email",
      ...(secrets().LEADS_WEBHOOK_URL ? (["webhook"] as const) : []),
      ...(secrets().hubspot ? (["hubspot"] as const) : []),
    ],
    onLeadStored: kickOutbox,
  }).app;
  return functionsApp;
};

let formPostsApp: Hono | undefined;
/** The same functions answering a form posted without JavaScript: back to the site, or the page with what to fix. */
const formPosts = () => {
  formPostsApp ??= createCrossOriginFormPosts({
    functionsApp: leadFunctions(),
    logger,
    siteUrl: () => required(secrets().SITE_URL, "SITE_URL"),
    trustProxyHops: trustProxyHops(),
  });
  return formPostsApp;
};

const failed = (error: unknown) => {
  logger.error({ err: error }, "function failed");
  return jsonResponse(500, { error: "Something went wrong on our side. Please try again." });
};

type Handler = (request: Request) => Promise<Response>;

/** `handler` with the security headers the Node server's middleware adds: no server stands in front of a function. */
const securing =
  (handler: Handler): Handler =>
  async (request) => {
    const answer = await handler(request);
    // A copy: a response's headers can be immutable (a redirect's, a fetched one's).
    const secured = new Response(answer.body, answer);
    addSecurityHeaders(
      secured.headers,
      isHttps(request.url, request.headers.get("x-forwarded-proto") ?? undefined, trustProxyHops()),
    );
    return secured;
  };

/** A form's function: the Node server's handler for `name`, whatever path the platform gives the request. */
export const leadFunction = (name: "send-contact-sales" | "send-contact-message"): Handler =>
  securing(async (request) => {
    try {
      const url = new URL(request.url);
      url.pathname = `/${name}`;
      const app =
        request.method === "POST" && isFormPost(request.headers.get("content-type") ?? undefined) ? formPosts() : leadFunctions();
      return await app.fetch(new Request(url, request));
    } catch (error) {
      return failed(error);
    }
  });

const sameSecret = (given: string, expected: string) =>
  timingSafeEqual(createHash("sha256").update(given).digest(), createHash("sha256").update(expected).digest());

const deliveries = (): Partial<Record<OutboxChannel, Delivery>> => {
  const {
    MAIL_API_KEY: apiKey,
    SALES_INBOX: to,
    MAIL_FROM,
    MAIL_API_URL,
    LEADS_WEBHOOK_URL: webhook,
    hubspot,
    SITE_URL,
  } = secrets();
  return {
    ...(apiKey && to
      ? {
          email: createHttpMailDelivery({
            apiKey,
            to,
            from: MAIL_FROM ?? `Northstar website <${to}>`,
            url: MAIL_API_URL,
          }),
        }
      : {}),
    ...(webhook ? { webhook: createWebhookDelivery(webhook) } : {}),
    ...(hubspot ? { hubspot: createHubSpotDelivery({ ...hubspot, siteUrl: required(SITE_URL, "SITE_URL") }) } : {}),
  };
};

/**
 * deliver-outbox: delivers due jobs, a bounded batch per call so each run stays inside the platform's CPU and
 * wall-clock limits. Each job is leased while it is sent, so two runs at once never send the same job.
 */
export const deliverOutbox: Handler = securing(async (request) => {
  try {
    if (request.method !== "POST") return jsonResponse(405, { error: "Call this function with POST." }, { Allow: "POST" });
    const given = request.headers.get("authorization")?.match(/^Bearer (.+)$/i)?.[1] ?? "";
    if (!sameSecret(given, required(secrets().OUTBOX_SECRET, "OUTBOX_SECRET"))) {
      return jsonResponse(401, { error: "Call this function with its secret: Authorization: Bearer <OUTBOX_SECRET>." });
    }
    const worker = createOutboxWorker({
      db: db(),
      logger,
      deliveries: deliveries(),
      workerId: `edge-${crypto.randomUUID()}`,
      batchSize: secrets().OUTBOX_BATCH_SIZE,
      maxJobsPerRun: secrets().OUTBOX_MAX_JOBS_PER_RUN,
      claimForMs: secrets().OUTBOX_CLAIM_FOR_SECONDS * 1000,
      // Longer than a run can last (the platform stops a function after at most 400 s).
      leaseMs: secrets().OUTBOX_LEASE_SECONDS * 1000,
    });
    return jsonResponse(200, await worker.runOnce());
  } catch (error) {
    return failed(error);
  }
});
