/**
 * The settings of capturing and delivering leads, read by the server's schema (server/config.ts) and by the Supabase
 * functions' (supabase/functions/_shared/function-settings.ts) alike: one parser, one default and one message per
 * variable, in zod/mini, which both load.
 */
import * as z from "zod/mini";
import { httpUrl, url, variable } from "#core/environment-variables.ts";
import { hubspotVariables } from "#server/outbox/hubspot-settings.ts";

/** Values that may hold credentials are never echoed back in an error. */
export const SECRET_VARIABLES: ReadonlySet<string> = new Set([
  "DATABASE_URL",
  "SUPABASE_DB_URL",
  "SMTP_URL",
  "LEADS_WEBHOOK_URL",
  "RATE_LIMIT_SECRET",
  "OUTBOX_SECRET",
  "MAIL_API_KEY",
]);

/** A whole number from `min` to `max`, given as digits. */
export const wholeNumber = (expected: string, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.pipe(
    z
      .string()
      .check(z.refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, `expected ${expected}`)),
    z.transform(Number),
  );

/** A variable read through `schema`, `value` when unset or blank. */
export const withDefault = <Schema extends z.core.$ZodType>(schema: Schema, value: z.output<Schema>) =>
  variable(z._default(schema, value as z.core.util.NoUndefined<z.output<Schema>>));

/**
 * Each variable's parser. `trustProxyHops` is where the settings differ: the server trusts no proxy unless told, a
 * function always stands behind Supabase's gateway.
 */
export const leadVariables = ({ trustProxyHops }: { trustProxyHops: number }) => ({
  LOG_LEVEL: withDefault(
    z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "expected one of fatal, error, warn, info, debug, trace, silent",
    }),
    "info",
  ),
  DATABASE_URL: variable(z.optional(url(["postgres:", "postgresql:"], "postgres://user:password@host:5432/database"))),
  SITE_URL: variable(z.optional(httpUrl("https://northstar.app"))),
  ALLOWED_ORIGINS: withDefault(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((value) =>
          value
            .split(",")
            .map((origin) => origin.trim())
            .filter(Boolean),
        ),
      ),
      z.array(httpUrl("https://www.example.com (several separated by commas)")),
    ),
    [],
  ),
  SALES_INBOX: variable(z.optional(z.email("expected an e-mail address like sales@example.com"))),
  MAIL_FROM: variable(z.optional(z.string())),
  LEADS_WEBHOOK_URL: variable(z.optional(httpUrl("https://hooks.slack.com/services/…"))),
  ...hubspotVariables(),
  TRUST_PROXY: withDefault(wholeNumber("the number of proxies in front of the server: 0, 1, 2…"), trustProxyHops),
  RATE_LIMIT_MAX: withDefault(wholeNumber("a whole number of submissions; 0 turns the limit off"), 10),
  RATE_LIMIT_WINDOW_SECONDS: withDefault(wholeNumber("a whole number of seconds, at least 1", 1), 600),
  RATE_LIMIT_SECRET: variable(
    z.optional(
      z.string().check(z.minLength(32, "too short; expected at least 32 random characters, e.g. from `openssl rand -hex 32`")),
    ),
  ),
});
