/**
 * The build's settings: every VITE_* variable, parsed once by one schema, and imported from here by everything that
 * reads one (content/site.ts, the functions client, analytics).
 *
 * Bundled by Vite, the settings are a constant: vite.config.ts parses the variables when a build or the development
 * server starts (an invalid value stops it with one line per variable) and writes the result into the bundle as
 * `__BUILD_SETTINGS__`, so the schema never reaches the browser. Run by Node outside Vite (the build's later steps,
 * the server, the tests), this module parses process.env itself.
 */
import * as z from "zod/mini";
import { ANALYTICS_PROXY_PATH, POSTHOG_US_HOST } from "./analytics-endpoints.ts";
import { httpUrl, parseEnvironment, settingsOrExit, variable } from "./environment-variables.ts";

const optionalUrl = (example: string) => variable(z.optional(httpUrl(example)));
const optionalText = () => variable(z.optional(z.string()));
const withoutTrailingSlashes = (value: string) => value.replace(/\/+$/, "");

/** The sign-up link's own parameters, by the name the site gives them: the plan, the campaign and the landing page. */
export const SIGN_UP_PARAMETERS = [
  "plan",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "landing_page",
] as const;
export type SignUpParameter = (typeof SIGN_UP_PARAMETERS)[number];

const QUERY_NAME = /^[\w.-]+$/;
const COOKIE_NAME = /^[\w!#$%&'*+.^`|~-]+$/;

/** `plan:tier,landing_page:lp`: the names the app expects, where they are not the site's own. */
const signUpParameterNames = () =>
  z.pipe(
    z.string().check(
      z.refine(
        (value) =>
          value.split(",").every((pair) => {
            const [from = "", to = "", ...rest] = pair.split(":").map((part) => part.trim());
            return rest.length === 0 && (SIGN_UP_PARAMETERS as readonly string[]).includes(from) && QUERY_NAME.test(to);
          }),
        `expected pairs like plan:tier,utm_source:source, each renaming one of ${SIGN_UP_PARAMETERS.join(", ")}`,
      ),
    ),
    z.transform((value) =>
      Object.fromEntries(value.split(",").map((pair) => pair.split(":").map((part) => part.trim()) as [string, string])),
    ),
  );

/**
 * Each variable's parser, for the server's schema to reuse for the ones it reads too (server/config.ts). Made on call,
 * like the schema: nothing of zod runs when this module loads, so the bundle, which never parses, holds none of it.
 */
export const buildVariables = () => ({
  VITE_SITE_URL: optionalUrl("https://northstar.app"),
  VITE_APP_REGISTER_URL: optionalUrl("https://app.northstar.app/register"),
  VITE_APP_URL: optionalUrl("https://app.northstar.app"),
  VITE_APP_LOGIN_URL: optionalUrl("https://app.northstar.app/login"),
  VITE_SIGNED_IN_COOKIE: variable(
    z._default(
      z.string().check(z.regex(COOKIE_NAME, "expected a cookie name such as northstar_signed_in")),
      "northstar_signed_in",
    ),
  ),
  VITE_SIGN_UP_PARAMETERS: variable(z.optional(signUpParameterNames())),
  VITE_DEMO_BOOKING_URL: optionalUrl("https://cal.com/northstar/demo"),
  VITE_SOCIAL_PROFILE_URL: optionalUrl("https://www.linkedin.com/company/northstar-ai"),
  VITE_FUNCTIONS_URL: optionalUrl("https://your-project.supabase.co"),
  VITE_SUPABASE_ANON_KEY: optionalText(),
  VITE_POSTHOG_KEY: optionalText(),
  VITE_POSTHOG_HOST: optionalUrl(POSTHOG_US_HOST),
  VITE_POSTHOG_PROXY: variable(z._default(z.enum(["0", "1"], { error: "expected 1 (on) or 0 (off)" }), "0")),
  VITE_POSTHOG_COOKIELESS: variable(z._default(z.enum(["off", "on_reject"], { error: "expected off or on_reject" }), "off")),
});

const buildSettingsSchema = () =>
  z.pipe(
    z.object(buildVariables()),
    z.transform((env) => ({
      /** Unset: the brand's own, from content/site.ts, where every brand fact lives. */
      siteUrl: env.VITE_SITE_URL && withoutTrailingSlashes(env.VITE_SITE_URL),
      appRegisterUrl: env.VITE_APP_REGISTER_URL,
      /** Unset: the register URL's origin, and that origin's /login. */
      appUrl: env.VITE_APP_URL,
      appLoginUrl: env.VITE_APP_LOGIN_URL,
      /** The cookie the app sets on the parent domain for a signed-in customer: its value is 1, and nothing else. */
      signedInCookie: env.VITE_SIGNED_IN_COOKIE,
      /** Each sign-up parameter's name in the app's URL. */
      signUpParameterNames: Object.fromEntries(
        SIGN_UP_PARAMETERS.map((name) => [name, env.VITE_SIGN_UP_PARAMETERS?.[name] ?? name]),
      ) as Record<SignUpParameter, string>,
      demoBookingUrl: env.VITE_DEMO_BOOKING_URL,
      socialProfileUrl: env.VITE_SOCIAL_PROFILE_URL,
      /** Where `/functions/v1/<name>` is: "" for this site's own server. */
      functionsUrl: env.VITE_FUNCTIONS_URL ? withoutTrailingSlashes(env.VITE_FUNCTIONS_URL) : "",
      /** Sent with every function call when the functions run on Supabase. */
      supabaseAnonKey: env.VITE_SUPABASE_ANON_KEY,
      /** PostHog's project key (public by design: it only sends events) and where events go; null without a key. */
      analytics: env.VITE_POSTHOG_KEY
        ? {
            key: env.VITE_POSTHOG_KEY,
            apiHost:
              env.VITE_POSTHOG_PROXY === "1"
                ? ANALYTICS_PROXY_PATH
                : withoutTrailingSlashes(env.VITE_POSTHOG_HOST ?? POSTHOG_US_HOST),
            /** on_reject: a visitor who declines is still counted, cookieless (nothing stored on the device). */
            cookieless: env.VITE_POSTHOG_COOKIELESS,
          }
        : null,
    })),
  );

export type BuildSettings = z.output<ReturnType<typeof buildSettingsSchema>>;
export type AnalyticsConfig = NonNullable<BuildSettings["analytics"]>;

/** Parses the VITE_* variables of `env`; throws a ConfigurationError with one line per variable that is not usable. */
export const parseBuildSettings = (env: Record<string, string | undefined>): BuildSettings =>
  parseEnvironment(buildSettingsSchema(), env);

/**
 * What vite.config.ts gives Vite's `define`: the settings, and the analytics key on its own. The modules whose code
 * must vanish from a build without analytics test `import.meta.env.VITE_POSTHOG_KEY` themselves, because only a
 * constant in a module's own code lets the bundler drop what it guards (decision 015); this makes that constant the
 * parsed key, or "" for none.
 */
export const buildSettingsDefine = (settings: BuildSettings): Record<string, string> => ({
  __BUILD_SETTINGS__: JSON.stringify(settings),
  "import.meta.env.VITE_POSTHOG_KEY": JSON.stringify(settings.analytics?.key ?? ""),
});

declare const __BUILD_SETTINGS__: BuildSettings | undefined;

export const buildSettings: BuildSettings =
  typeof __BUILD_SETTINGS__ === "object"
    ? __BUILD_SETTINGS__
    : // A runtime without `process` (Supabase's Edge Functions load this through content/site.ts) sets none.
      settingsOrExit(() => parseBuildSettings(typeof process === "undefined" ? {} : process.env));
