/** The server's configuration, read once from the environment. Every variable is listed in the README. */
import { join, resolve } from "node:path";
import { POSTHOG_US_HOST } from "#core/analytics-endpoints.ts";

const projectRoot = resolve(import.meta.dirname, "..");

const text = (name: string): string | undefined => {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
};

const integer = (name: string, fallback: number): number => {
  const value = text(name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}".`);
  return parsed;
};

const originOf = (url: string | undefined): string | undefined => (url ? new URL(url).origin : undefined);

export const readServerConfig = () => ({
  port: integer("PORT", 3000),
  host: text("HOST") ?? "0.0.0.0",
  projectRoot,
  buildDirectory: resolve(text("BUILD_DIR") ?? join(projectRoot, "build", "client")),
  dataDirectory: resolve(text("DATA_DIR") ?? join(projectRoot, "data")),
  databaseUrl: text("DATABASE_URL"),
  logLevel: text("LOG_LEVEL") ?? "info",
  /** Extra origins (comma separated) allowed to call the functions, besides the site's own. */
  allowedOrigins: (text("ALLOWED_ORIGINS") ?? "")
    .split(",")
    .map((origin) => origin.trim())
    .filter(Boolean),
  siteUrl: (text("SITE_URL") ?? text("VITE_SITE_URL") ?? "https://northstar.app").replace(/\/$/, ""),
  smtpUrl: text("SMTP_URL"),
  salesInbox: text("SALES_INBOX"),
  mailFrom: text("MAIL_FROM"),
  leadsWebhookUrl: text("LEADS_WEBHOOK_URL"),
  /** How many proxies of ours stand in front of the server; the client address is read from X-Forwarded-For only then. */
  trustProxyHops: integer("TRUST_PROXY", 0),
  /** Form submissions allowed per client address per window; 0 turns the limit off (benchmarks). */
  rateLimitMax: integer("RATE_LIMIT_MAX", 10),
  rateLimitWindowSeconds: integer("RATE_LIMIT_WINDOW_SECONDS", 600),
  /** Where the built pages send form submissions when not to this server (e.g. Supabase): the CSP must allow it. */
  functionsOrigin: originOf(text("VITE_FUNCTIONS_URL")),
  analyticsProxy: text("ANALYTICS_PROXY") === "1",
  /** Set when the pages were built with analytics: the CSP then lets them reach posthogHost. */
  posthogKey: text("POSTHOG_KEY") ?? text("VITE_POSTHOG_KEY"),
  posthogHost: (text("POSTHOG_HOST") ?? text("VITE_POSTHOG_HOST") ?? POSTHOG_US_HOST).replace(/\/$/, ""),
  shutdownTimeoutMs: integer("SHUTDOWN_TIMEOUT_MS", 10_000),
});

export type ServerConfig = ReturnType<typeof readServerConfig>;
