/**
 * The server's configuration: every setting read once from the environment (and `.env`, when present) and parsed by
 * one schema. Every variable is listed in the README and `.env.example`.
 */
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import * as z from "zod";
import { DEFAULT_SITE_URL } from "#content/site.ts";
import { POSTHOG_US_HOST } from "#core/analytics-endpoints.ts";
import { buildVariables } from "#core/build-settings.ts";
import { httpUrl, parseEnvironment, unset, url } from "#core/environment-variables.ts";
import { leadVariables, SECRET_VARIABLES, wholeNumber, withDefault } from "#server/lead-settings.ts";
import { hubspotIdsTogether, hubspotSettingsOf } from "#server/outbox/hubspot-settings.ts";

const projectRoot = resolve(import.meta.dirname, "..");

const withoutTrailingSlash = (value: string) => value.replace(/\/$/, "");

const fromTheBuild = buildVariables();

const environmentSchema = z
  .object({
    PORT: withDefault(wholeNumber("a port number from 0 to 65535", 0, 65_535), 3000),
    HOST: z.preprocess(unset, z.string().default("0.0.0.0")),
    BUILD_DIR: z.preprocess(unset, z.string().optional()),
    DATA_DIR: z.preprocess(unset, z.string().optional()),
    // What the Supabase functions read too, parsed alike.
    ...leadVariables({ trustProxyHops: 0 }),
    // The build's variables the server reads too: the site's URL, where the functions are, analytics.
    VITE_SITE_URL: fromTheBuild.VITE_SITE_URL,
    SMTP_URL: z.preprocess(unset, z.optional(url(["smtp:", "smtps:"], "smtps://user:password@smtp.example.com:465"))),
    VITE_FUNCTIONS_URL: fromTheBuild.VITE_FUNCTIONS_URL,
    ANALYTICS_PROXY: z.preprocess(unset, z.enum(["0", "1"], { error: "expected 1 (on) or 0 (off)" }).default("0")),
    POSTHOG_KEY: z.preprocess(unset, z.string().optional()),
    VITE_POSTHOG_KEY: fromTheBuild.VITE_POSTHOG_KEY,
    POSTHOG_HOST: z.preprocess(unset, z.optional(httpUrl(POSTHOG_US_HOST))),
    VITE_POSTHOG_HOST: fromTheBuild.VITE_POSTHOG_HOST,
    SHUTDOWN_TIMEOUT_MS: withDefault(wholeNumber("a whole number of milliseconds"), 10_000),
  })
  .superRefine(hubspotIdsTogether);

type Environment = z.infer<typeof environmentSchema>;

const configFrom = (env: Environment) => ({
  port: env.PORT,
  host: env.HOST,
  projectRoot,
  buildDirectory: resolve(env.BUILD_DIR ?? join(projectRoot, "build", "client")),
  dataDirectory: resolve(env.DATA_DIR ?? join(projectRoot, "data")),
  databaseUrl: env.DATABASE_URL,
  logLevel: env.LOG_LEVEL,
  /** Extra origins allowed to call the functions, besides the site's own. */
  allowedOrigins: env.ALLOWED_ORIGINS,
  siteUrl: withoutTrailingSlash(env.SITE_URL ?? env.VITE_SITE_URL ?? DEFAULT_SITE_URL),
  /** Whether SITE_URL names where the site is served; without it, the functions also take the server's local origins. */
  siteUrlIsSet: env.SITE_URL !== undefined,
  smtpUrl: env.SMTP_URL,
  salesInbox: env.SALES_INBOX,
  mailFrom: env.MAIL_FROM,
  leadsWebhookUrl: env.LEADS_WEBHOOK_URL,
  /** Where leads are also submitted as HubSpot form submissions; undefined unless both ids are set. */
  hubspot: hubspotSettingsOf(env),
  /** How many proxies of ours stand in front of the server; the client address is read from X-Forwarded-For only then. */
  trustProxyHops: env.TRUST_PROXY,
  /** Form submissions allowed per client address per window; 0 turns the limit off (benchmarks). */
  rateLimitMax: env.RATE_LIMIT_MAX,
  rateLimitWindowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
  /** The HMAC key of the rate limit's address hashes; generated into the data directory when not given. */
  rateLimitSecret: env.RATE_LIMIT_SECRET,
  /** Where the built pages send form submissions when not to this server (e.g. Supabase): the CSP must allow it. */
  functionsOrigin: env.VITE_FUNCTIONS_URL ? new URL(env.VITE_FUNCTIONS_URL).origin : undefined,
  analyticsProxy: env.ANALYTICS_PROXY === "1",
  /** Set when the pages were built with analytics: the CSP then lets them reach posthogHost. */
  posthogKey: env.POSTHOG_KEY ?? env.VITE_POSTHOG_KEY,
  posthogHost: withoutTrailingSlash(env.POSTHOG_HOST ?? env.VITE_POSTHOG_HOST ?? POSTHOG_US_HOST),
  shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
});

export type ServerConfig = ReturnType<typeof configFrom>;

/** Loads `.env` into process.env when the file exists; a variable already set in the real environment wins. */
export const loadDotEnv = (path = join(process.cwd(), ".env")): void => {
  if (existsSync(path)) process.loadEnvFile(path);
};

/**
 * Parses every setting at once, from `env` or else from the environment with `.env` (in the working directory)
 * loaded first; throws a ConfigurationError listing every problem.
 */
export const readServerConfig = (env?: Record<string, string | undefined>): ServerConfig => {
  if (!env) loadDotEnv();
  return configFrom(parseEnvironment(environmentSchema, env ?? process.env, SECRET_VARIABLES));
};

/** What an operator should know at start about a configuration that works but leaves something out. */
export const configurationWarnings = (config: ServerConfig): string[] => [
  ...(config.smtpUrl
    ? []
    : [
        "SMTP_URL is not set: leads are stored, and their e-mail notifications wait in the outbox until it is (npm run leads -- outbox)",
      ]),
  ...(config.databaseUrl && !config.rateLimitSecret
    ? [
        "RATE_LIMIT_SECRET is not set: this instance hashes client addresses with a secret of its own (in DATA_DIR), so instances sharing DATABASE_URL count an address separately; give every instance the same RATE_LIMIT_SECRET",
      ]
    : []),
];
