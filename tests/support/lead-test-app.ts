/** The real Hono app with the lead functions mounted on a test database, and requests to it as a browser sends them. */
import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Hono } from "hono";
import { createApp } from "#server/app.ts";
import type { Database } from "#server/db/database.ts";
import { createFunctionsApp, type FunctionsAppOptions } from "#server/functions/functions-app.ts";
import { FUNCTIONS_PATH } from "#server/functions/functions-path.ts";
import { createLogger } from "#server/logger.ts";
import { loadStaticSite } from "#server/static-site.ts";

export const SITE_ORIGIN = "https://northstar.test";
export const OWN_HOST = "127.0.0.1:4317";
export const TEST_RATE_LIMIT_SECRET = "a-test-secret-that-is-at-least-32-characters-long";

const fixtureSite = () => {
  const root = mkdtempSync(join(tmpdir(), "lead-site-"));
  writeFileSync(join(root, "index.html"), "<!DOCTYPE html><title>Home</title>");
  writeFileSync(join(root, "404.html"), "<!DOCTYPE html><title>Not found</title>");
  return loadStaticSite(root);
};

export const createLeadTestApp = (db: Database, overrides: Partial<FunctionsAppOptions> = {}): Hono => {
  const logger = createLogger("silent");
  const functionsApp = createFunctionsApp({
    db,
    logger,
    allowedOrigins: [SITE_ORIGIN, "https://partner.example"],
    trustProxyHops: 1,
    rateLimit: { max: 1_000, windowMs: 60_000 },
    rateLimitSecret: TEST_RATE_LIMIT_SECRET,
    deliveryChannels: ["email", "webhook"],
    ...overrides,
  });
  return createApp({ site: fixtureSite(), logger, mounts: { [FUNCTIONS_PATH]: functionsApp } });
};

export { contactMessageInput, contactSalesInput } from "#tooling/sample-leads.ts";

export type PostOptions = {
  origin?: string | null;
  idempotencyKey?: string | null;
  client?: string;
  contentType?: string;
  headers?: Record<string, string>;
};

/** POSTs a body to a function like the site's own page would: same-host Origin, JSON, a fresh Idempotency-Key. */
export const postFunction = (app: Hono, name: string, body: unknown, options: PostOptions = {}) => {
  const headers: Record<string, string> = {
    Host: OWN_HOST,
    "Content-Type": options.contentType ?? "application/json",
    "X-Forwarded-For": options.client ?? "203.0.113.7",
    ...options.headers,
  };
  const origin = options.origin === undefined ? `http://${OWN_HOST}` : options.origin;
  if (origin !== null) headers.Origin = origin;
  const key = options.idempotencyKey === undefined ? randomUUID() : options.idempotencyKey;
  if (key !== null) headers["Idempotency-Key"] = key;
  return app.request(`http://${OWN_HOST}/functions/v1/${name}`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
};
