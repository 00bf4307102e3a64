import { describe, expect, it } from "vitest";
import { ANALYTICS_PROXY_PATH, POSTHOG_US_HOST } from "#core/analytics-endpoints.ts";
import { buildSettingsDefine, parseBuildSettings, SIGN_UP_PARAMETERS } from "#core/build-settings.ts";
import { configurationProblems } from "#tests/support/configuration-problems.ts";

const problemsOf = (env: Record<string, string>) => configurationProblems(() => parseBuildSettings(env));
const sameNames = Object.fromEntries(SIGN_UP_PARAMETERS.map((name) => [name, name]));

describe("the build's settings", () => {
  it("build the site with nothing set: the brand's own URLs, this server's functions, no analytics", () => {
    expect(parseBuildSettings({})).toEqual({
      siteUrl: undefined,
      appRegisterUrl: undefined,
      appUrl: undefined,
      appLoginUrl: undefined,
      signedInCookie: "northstar_signed_in",
      signUpParameterNames: sameNames,
      demoBookingUrl: undefined,
      socialProfileUrl: undefined,
      functionsUrl: "",
      supabaseAnonKey: undefined,
      analytics: null,
    });
  });

  it("reads each variable, trimmed, blank ones as unset, URLs without a trailing slash", () => {
    expect(
      parseBuildSettings({
        VITE_SITE_URL: " https://www.northstar.example/ ",
        VITE_APP_REGISTER_URL: "https://app.northstar.example/register",
        VITE_DEMO_BOOKING_URL: "https://cal.example/demo",
        VITE_SOCIAL_PROFILE_URL: "",
        VITE_FUNCTIONS_URL: "https://project.supabase.co//",
        VITE_SUPABASE_ANON_KEY: " anon-key ",
        VITE_POSTHOG_KEY: "  ",
      }),
    ).toEqual({
      siteUrl: "https://www.northstar.example",
      appRegisterUrl: "https://app.northstar.example/register",
      appUrl: undefined,
      appLoginUrl: undefined,
      signedInCookie: "northstar_signed_in",
      signUpParameterNames: sameNames,
      demoBookingUrl: "https://cal.example/demo",
      socialProfileUrl: undefined,
      functionsUrl: "https://project.supabase.co",
      supabaseAnonKey: "anon-key",
      analytics: null,
    });
  });

  it("send analytics to PostHog's US region by default, a configured host, or the site's own proxy", () => {
    expect(parseBuildSettings({ VITE_POSTHOG_KEY: "phc_abc" }).analytics).toEqual({
      key: "phc_abc",
      apiHost: POSTHOG_US_HOST,
      cookieless: "off",
    });
    expect(parseBuildSettings({ VITE_POSTHOG_KEY: "phc_abc", VITE_POSTHOG_HOST: "https://eu.i.posthog.com/" }).analytics).toEqual(
      { key: "phc_abc", apiHost: "https://eu.i.posthog.com", cookieless: "off" },
    );
    expect(parseBuildSettings({ VITE_POSTHOG_KEY: "phc_abc", VITE_POSTHOG_PROXY: "1" }).analytics?.apiHost).toBe(
      ANALYTICS_PROXY_PATH,
    );
    expect(parseBuildSettings({ VITE_POSTHOG_KEY: "phc_abc", VITE_POSTHOG_PROXY: "0" }).analytics?.apiHost).toBe(POSTHOG_US_HOST);
  });

  it("refuse a malformed value with one line naming the variable, the value and what it expects", () => {
    expect(problemsOf({ VITE_SITE_URL: "northstar.app" })).toEqual([
      'VITE_SITE_URL is "northstar.app": expected a URL like https://northstar.app.',
    ]);
    expect(problemsOf({ VITE_FUNCTIONS_URL: "ftp://files.example", VITE_POSTHOG_PROXY: "yes" })).toEqual([
      'VITE_FUNCTIONS_URL is "ftp://files.example": expected a URL like https://your-project.supabase.co.',
      'VITE_POSTHOG_PROXY is "yes": expected 1 (on) or 0 (off).',
    ]);
  });

  it("count visitors who decline without cookies only when asked to", () => {
    expect(parseBuildSettings({ VITE_POSTHOG_KEY: "phc_abc", VITE_POSTHOG_COOKIELESS: "on_reject" }).analytics?.cookieless).toBe(
      "on_reject",
    );
    expect(problemsOf({ VITE_POSTHOG_COOKIELESS: "always" })).toEqual([
      'VITE_POSTHOG_COOKIELESS is "always": expected off or on_reject.',
    ]);
  });

  it("name the sign-up link's parameters as the app expects, and the app's addresses and signed-in cookie", () => {
    const settings = parseBuildSettings({
      VITE_SIGN_UP_PARAMETERS: "plan: tier , landing_page:lp",
      VITE_APP_URL: "https://app.example/home",
      VITE_APP_LOGIN_URL: "https://app.example/sign-in",
      VITE_SIGNED_IN_COOKIE: "customer",
    });
    expect(settings.signUpParameterNames).toEqual({ ...sameNames, plan: "tier", landing_page: "lp" });
    expect(settings).toMatchObject({
      appUrl: "https://app.example/home",
      appLoginUrl: "https://app.example/sign-in",
      signedInCookie: "customer",
    });
    expect(problemsOf({ VITE_SIGN_UP_PARAMETERS: "email:e", VITE_SIGNED_IN_COOKIE: "a;b" })).toEqual([
      'VITE_SIGNED_IN_COOKIE is "a;b": expected a cookie name such as northstar_signed_in.',
      `VITE_SIGN_UP_PARAMETERS is "email:e": expected pairs like plan:tier,utm_source:source, each renaming one of ${SIGN_UP_PARAMETERS.join(", ")}.`,
    ]);
  });

  it("go into the bundle as one constant, with the analytics key alone for the modules that test it", () => {
    const settings = parseBuildSettings({ VITE_POSTHOG_KEY: "phc_abc" });
    const define = buildSettingsDefine(settings);
    expect(JSON.parse(define.__BUILD_SETTINGS__!)).toEqual(JSON.parse(JSON.stringify(settings)));
    expect(define["import.meta.env.VITE_POSTHOG_KEY"]).toBe('"phc_abc"');
    expect(buildSettingsDefine(parseBuildSettings({}))["import.meta.env.VITE_POSTHOG_KEY"]).toBe('""');
  });
});
