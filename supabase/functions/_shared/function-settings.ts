/**
 * The function secrets, parsed once by the server's own parsers (server/lead-settings.ts) with what only the functions
 * read: where the database and the outbox are, the mail API, the outbox's batches. A secret that is not usable is
 * named in the error, with what it expects.
 */
import * as z from "zod/mini";
import { httpUrl, parseEnvironment, variable } from "#core/environment-variables.ts";
import { leadVariables, SECRET_VARIABLES, wholeNumber, withDefault } from "#server/lead-settings.ts";
import { hubspotIdsTogether, hubspotSettingsOf } from "#server/outbox/hubspot-settings.ts";

// Supabase's gateway stands in front and appends the caller's address to X-Forwarded-For.
const functionLeadVariables = leadVariables({ trustProxyHops: 1 });

const functionSettingsSchema = z
  .object({
    ...functionLeadVariables,
    SUPABASE_URL: variable(z.optional(httpUrl("https://<project>.supabase.co"))),
    SUPABASE_DB_URL: variable(z.optional(z.string())),
    DATABASE_POOL_SIZE: withDefault(wholeNumber("a whole number of connections, at least 1", 1), 3),
    OUTBOX_SECRET: variable(z.optional(z.string())),
    OUTBOX_URL: variable(z.optional(httpUrl("https://<project>.supabase.co/functions/v1/deliver-outbox"))),
    MAIL_API_KEY: variable(z.optional(z.string())),
    MAIL_API_URL: variable(z.optional(httpUrl("https://api.resend.com/emails"))),
    OUTBOX_BATCH_SIZE: withDefault(wholeNumber("a whole number of jobs, at least 1", 1), 10),
    OUTBOX_MAX_JOBS_PER_RUN: withDefault(wholeNumber("a whole number of jobs, at least 1", 1), 50),
    OUTBOX_CLAIM_FOR_SECONDS: withDefault(wholeNumber("a whole number of seconds, at least 1", 1), 60),
    OUTBOX_LEASE_SECONDS: withDefault(wholeNumber("a whole number of seconds, at least 1", 1), 600),
  })
  .check(z.superRefine(hubspotIdsTogether));

const settingsFrom = (env: z.output<typeof functionSettingsSchema>) => ({
  ...env,
  hubspot: hubspotSettingsOf(env),
});

export type FunctionSettings = ReturnType<typeof settingsFrom>;

/** Every secret at once; throws a ConfigurationError listing every problem. */
export const readFunctionSettings = (env: Record<string, string | undefined>): FunctionSettings =>
  settingsFrom(parseEnvironment(functionSettingsSchema, env, SECRET_VARIABLES));

/** A secret the function cannot work without, or an error that says how to set it. */
export const required = <Value>(value: Value | undefined, name: string): Value => {
  if (value === undefined) throw new Error(`The function secret ${name} is not set (supabase secrets set ${name}=…).`);
  return value;
};

/**
 * LOG_LEVEL alone, by the same parser, for the logger every function makes as it loads: before the other secrets are
 * read, so that one unusable secret is logged, by the call that needs it, rather than stopping every function. An
 * unusable LOG_LEVEL logs at the default until then.
 */
export const readLogLevel = (env: Record<string, string | undefined>): string => {
  const parsed = z.safeParse(functionLeadVariables.LOG_LEVEL, env.LOG_LEVEL);
  return parsed.success ? parsed.data : z.parse(functionLeadVariables.LOG_LEVEL, undefined);
};
