/** Lead capture as the server runs it: the database, the backend functions and the outbox worker, from the config. */
import type { Hono } from "hono";
import { pageNameAt } from "#content/page-copy.server.ts";
import { site } from "#content/site.ts";
import { type DatabaseConnection, openDatabase } from "#server/db/database.ts";
import type { OutboxChannel } from "#server/db/schema.ts";
import { allowedFunctionOrigins } from "#server/functions/cross-origin.ts";
import { createFunctionsApp } from "#server/functions/functions-app.ts";
import type { Delivery } from "#server/outbox/delivery.ts";
import { createEmailDelivery } from "#server/outbox/email-delivery.ts";
import { createHubSpotDelivery } from "#server/outbox/hubspot-delivery.ts";
import { createWebhookDelivery } from "#server/outbox/webhook-delivery.ts";
import { createOutboxWorker } from "#server/outbox/worker.ts";
import type { ServerConfig } from "./config.ts";
import type { Logger } from "./logger.ts";
import { rateLimitSecret } from "./rate-limit-secret.ts";

export type LeadCapture = {
  database: DatabaseConnection;
  /** Mounted at /functions/v1. */
  functionsApp: Hono;
  /** Stops the outbox worker after its deliveries under way, writes the rate limit's counts, closes the database. */
  stop: () => Promise<void>;
};

const defaultMailFrom = (siteUrl: string) => `${site.name} website <no-reply@${new URL(siteUrl).hostname}>`;

/** `localPorts`: where this server listens on loopback (PORT; the development server's own port under `npm run dev`). */
export const startLeadCapture = async (
  config: ServerConfig,
  logger: Logger,
  { localPorts = [config.port] }: { localPorts?: readonly number[] } = {},
): Promise<LeadCapture> => {
  // Shared on a local socket, so the operator's commands work on the embedded database while the site runs.
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDirectory: config.dataDirectory,
    shareEmbedded: true,
  });
  logger.info(
    { database: database.kind },
    `lead database ready (${database.kind === "pglite" ? "embedded PGlite" : "PostgreSQL"})`,
  );

  const deliveries: Partial<Record<OutboxChannel, Delivery>> = {};
  if (config.smtpUrl) {
    deliveries.email = createEmailDelivery({
      smtpUrl: config.smtpUrl,
      to: config.salesInbox ?? site.email.sales,
      from: config.mailFrom ?? defaultMailFrom(config.siteUrl),
    });
  }
  if (config.leadsWebhookUrl) deliveries.webhook = createWebhookDelivery(config.leadsWebhookUrl);
  if (config.hubspot) deliveries.hubspot = createHubSpotDelivery({ ...config.hubspot, siteUrl: config.siteUrl, pageNameAt });
  const worker = createOutboxWorker({ db: database.db, logger, deliveries });

  const functions = createFunctionsApp({
    db: database.db,
    logger,
    allowedOrigins: allowedFunctionOrigins({ ...config, ports: localPorts }),
    trustProxyHops: config.trustProxyHops,
    rateLimit: {
      max: config.rateLimitMax,
      windowMs: config.rateLimitWindowSeconds * 1000,
      // The embedded database is held by this server alone (server/db/data-directory-lock.ts).
      soleWriter: database.kind === "pglite",
    },
    rateLimitSecret: rateLimitSecret({ configured: config.rateLimitSecret, dataDirectory: config.dataDirectory }),
    // E-mail jobs are written even while SMTP is not configured: they are delivered once it is.
    deliveryChannels: ["email", ...(["webhook", "hubspot"] as const).filter((channel) => deliveries[channel])],
    onLeadStored: () => worker.wake(),
  });
  worker.start();

  return {
    database,
    functionsApp: functions.app,
    stop: async () => {
      await worker.stop();
      await functions.flush();
      await database.close();
    },
  };
};
