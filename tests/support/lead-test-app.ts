/**
 * The real Hono app with the lead functions and the form posts mounted on a test database, and requests to it as a
 * browser sends them.
 */
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { serve } from "@hono/node-server";
import type { Hono } from "hono";
import { leadForms } from "#content/lead-forms.ts";
import type { LeadFormType } from "#core/lead-forms.ts";
import { createApp } from "#server/app.ts";
import type { Database } from "#server/db/database.ts";
import { createFormPostApp } from "#server/form-posts/form-post-app.ts";
import { allowedFunctionOrigins } from "#server/functions/cross-origin.ts";
import { createFunctionsApp, type FunctionsAppOptions } from "#server/functions/functions-app.ts";
import { FUNCTIONS_PATH } from "#server/functions/functions-path.ts";
import { createLogger } from "#server/logger.ts";
import { requestTimeoutOptions } from "#server/request-timeouts.ts";
import { loadStaticSite } from "#server/static-site.ts";

export const SITE_ORIGIN = "https://northstar.test";
/** Another origin the site's settings allow (ALLOWED_ORIGINS). */
export const PARTNER_ORIGIN = "https://partner.example";
export const OWN_HOST = "127.0.0.1:4317";

/**
 * What a server with the test site's settings allows on `port`: the site (SITE_ORIGIN, as the build's URL, SITE_URL
 * not set), the partner (ALLOWED_ORIGINS) and the server's own loopback origins.
 */
export const testAllowedOrigins = (port: number) =>
  allowedFunctionOrigins({ siteUrl: SITE_ORIGIN, siteUrlIsSet: false, allowedOrigins: [PARTNER_ORIGIN], ports: [port] });
export const TEST_RATE_LIMIT_SECRET = "a-test-secret-that-is-at-least-32-characters-long";

/**
 * The page holding a lead form, reduced to what the answer to a form post fills in: the form with its success and
 * error slots, and each field with its error slot, as the React form renders them.
 */
const formPage = (formType: LeadFormType) => {
  const form = leadForms[formType];
  const labels: Record<string, string> = form.labels;
  const fields = Object.keys(form.schema.shape).map(
    (name) =>
      `<label for="${name}">${labels[name]}</label><input id="${name}" name="${name}">` +
      `<p id="${name}-error" hidden><span data-slot="message"></span></p>`,
  );
  return `<!DOCTYPE html><html lang="en"><title>${form.title}</title><div data-lead-form="${formType}">
<p data-form-slot="success" role="status" hidden>${form.messages.success}</p>
<form method="post" action="${form.pagePath}" aria-label="${form.title}">
<p data-form-slot="error" role="alert" hidden><span data-slot="message"></span></p>
${fields.join("\n")}<button>${form.messages.submit}</button></form></div></html>`;
};

const fixtureSite = () => {
  const root = mkdtempSync(join(tmpdir(), "lead-site-"));
  writeFileSync(join(root, "index.html"), "<!DOCTYPE html><title>Home</title>");
  writeFileSync(join(root, "404.html"), "<!DOCTYPE html><title>Not found</title>");
  for (const [formType, form] of Object.entries(leadForms)) {
    mkdirSync(join(root, form.pagePath), { recursive: true });
    writeFileSync(join(root, form.pagePath, "index.html"), formPage(formType as LeadFormType));
  }
  return loadStaticSite(root);
};

/**
 * The app as server/main.ts composes it: the form posts at the forms' pages, the functions under their path, and any
 * other sub-app given in `mounts` (the analytics proxy).
 */
export const createLeadTestApp = (
  db: Database,
  overrides: Partial<FunctionsAppOptions> = {},
  mounts: Record<string, Hono> = {},
): Hono => {
  const logger = overrides.logger ?? createLogger("silent");
  const site = fixtureSite();
  const functionsApp = createFunctionsApp({
    db,
    logger,
    allowedOrigins: testAllowedOrigins(Number(new URL(`http://${OWN_HOST}`).port)),
    trustProxyHops: 1,
    rateLimit: { max: 1_000, windowMs: 60_000 },
    rateLimitSecret: TEST_RATE_LIMIT_SECRET,
    deliveryChannels: ["email", "webhook"],
    ...overrides,
  }).app;
  const formPosts = createFormPostApp({
    site,
    functionsApp,
    logger,
    csp: { connectSources: [] },
    trustProxyHops: overrides.trustProxyHops ?? 1,
  });
  return createApp({
    site,
    logger,
    mounts: { "/": formPosts, [FUNCTIONS_PATH]: functionsApp, ...mounts },
    trustProxyHops: overrides.trustProxyHops ?? 1,
  });
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

/** Serves an app on a loopback port (a free one unless given), for tests that need a real socket. */
export const listenOnLoopback = async (app: Hono, port = 0) => {
  const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1", serverOptions: requestTimeoutOptions });
  await new Promise<void>((resolve) => server.once("listening", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
