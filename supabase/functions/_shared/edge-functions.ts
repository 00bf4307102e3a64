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
import { readHubSpotSettings } from "#server/outbox/hubspot-settings.ts";
import { createWebhookDelivery } from "#server/outbox/webhook-delivery.ts";
import { createOutboxWorker } from "#server/outbox/worker.ts";
import { addSecurityHeaders, isHttps } from "#server/security-headers.ts";

/** Supabase's runtime: lets a promise finish after the answer went out. Absent under plain Deno. */
declare const EdgeRuntime: { waitUntil: (promise: Promise<unknown>) => void } | undefined;

const setting = (name: string): string | undefined => Deno.env.get(name)?.trim() || undefined;

const required = (name: string): string => {
  const value = setting(name);
  if (!value) throw new Error(`The function secret ${name} is not set (supabase secrets set ${name}=…).`);
  return value;
};

const wholeNumber = (name: string, fallback: number): number => {
  const value = setting(name);
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value)) throw new Error(`The function secret ${name} must be a whole number, not "${value}".`);
  return Number(value);
};

const logger = createLogger(setting("LOG_LEVEL") ?? "info");

/** HUBSPOT_PORTAL_ID and HUBSPOT_FORM_ID (and HUBSPOT_FORMS_URL), checked as the server checks them; undefined unset. */
const hubspot = () =>
  readHubSpotSettings({
    HUBSPOT_PORTAL_ID: setting("HUBSPOT_PORTAL_ID"),
    HUBSPOT_FORM_ID: setting("HUBSPOT_FORM_ID"),
    HUBSPOT_FORMS_URL: setting("HUBSPOT_FORMS_URL"),
  });

let database: Database | undefined;
/**
 * DATABASE_URL (the project's transaction pooler, port 6543) or the SUPABASE_DB_URL every function is given. The
 * pooler hands each transaction to any server connection, so statements are never prepared.
 */
const db = (): Database => {
  database ??= drizzle({
    client: postgres(setting("DATABASE_URL") ?? required("SUPABASE_DB_URL"), {
      max: wholeNumber("DATABASE_POOL_SIZE", 3),
      prepare: false,
      idle_timeout: 20,
      onnotice: () => {},
    }),
    schema,
  }) as unknown as Database;
  return database;
};

/** Where deliver-outbox answers: OUTBOX_URL, or this project's own function. */
const outboxUrl = () => setting("OUTBOX_URL") ?? `${required("SUPABASE_URL")}/functions/v1/deliver-outbox`;

/** Asks deliver-outbox to send a lead just stored, without making the visitor wait for it. */
const kickOutbox = () => {
  const secret = setting("OUTBOX_SECRET");
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
const siteOrigins = () =>
  [setting("SITE_URL"), setting("SUPABASE_URL"), ...(setting("ALLOWED_ORIGINS") ?? "").split(",")]
    .map((origin) => origin?.trim())
    .filter((origin): origin is string => Boolean(origin));

/** Supabase's gateway stands in front and appends the caller's address to X-Forwarded-For. */
const trustProxyHops = () => wholeNumber("TRUST_PROXY", 1);

let functionsApp: Hono | undefined;
const leadFunctions = () => {
  functionsApp ??= createFunctionsApp({
    db: db(),
    logger,
    allowedOrigins: siteOrigins(),
    trustProxyHops: trustProxyHops(),
    rateLimit: {
      max: wholeNumber("RATE_LIMIT_MAX", 10),
      windowMs: wholeNumber("RATE_LIMIT_WINDOW_SECONDS", 600) * 1000,
    },
    rateLimitSecret: required("RATE_LIMIT_SECRET"),
    deliveryChannels: [
      "email",
      ...(setting("LEADS_WEBHOOK_URL") ? (["webhook"] as const) : []),
      ...(hubspot() ? (["hubspot"] as const) : []),
    ],
    onLeadStored: kickOutbox,
  });
  return functionsApp;
};

let formPostsApp: Hono | undefined;
/** The same functions answering a form posted without JavaScript: back to the site, or the page with what to fix. */
const formPosts = () => {
  formPostsApp ??= createCrossOriginFormPosts({
    functionsApp: leadFunctions(),
    logger,
    siteUrl: () => required("SITE_URL"),
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
  const apiKey = setting("MAIL_API_KEY");
  const to = setting("SALES_INBOX");
  const webhook = setting("LEADS_WEBHOOK_URL");
  const hubspotSettings = hubspot();
  return {
    ...(apiKey && to
      ? {
          email: createHttpMailDelivery({
            apiKey,
            to,
            from: setting("MAIL_FROM") ?? `Northstar website <${to}>`,
            url: setting("MAIL_API_URL"),
          }),
        }
      : {}),
    ...(webhook ? { webhook: createWebhookDelivery(webhook) } : {}),
    ...(hubspotSettings ? { hubspot: createHubSpotDelivery({ ...hubspotSettings, siteUrl: required("SITE_URL") }) } : {}),
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
    if (!sameSecret(given, required("OUTBOX_SECRET"))) {
      return jsonResponse(401, { error: "Call this function with its secret: Authorization: Bearer <OUTBOX_SECRET>." });
    }
    const worker = createOutboxWorker({
      db: db(),
      logger,
      deliveries: deliveries(),
      workerId: `edge-${crypto.randomUUID()}`,
      batchSize: wholeNumber("OUTBOX_BATCH_SIZE", 10),
      maxJobsPerRun: wholeNumber("OUTBOX_MAX_JOBS_PER_RUN", 50),
      claimForMs: wholeNumber("OUTBOX_CLAIM_FOR_SECONDS", 60) * 1000,
      // Longer than a run can last (the platform stops a function after at most 400 s).
      leaseMs: wholeNumber("OUTBOX_LEASE_SECONDS", 600) * 1000,
    });
    return jsonResponse(200, await worker.runOnce());
  } catch (error) {
    return failed(error);
  }
});
