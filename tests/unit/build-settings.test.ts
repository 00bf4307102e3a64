import { describe, expect, it } from "vitest";
import { ANALYTICS_PROXY_PATH, POSTHOG_US_HOST } from "#core/analytics-endpoints.ts";
import { buildSettingsDefine, parseBuildSettings } from "#core/build-settings.ts";
import { configurationProblems } from "#tests/support/configuration-problems.ts";

const problemsOf = (env: Record<string, string>) => configurationProblems(() => parseBuildSettings(env));

describe("the build's settings", () => {
  it("build the site with nothing set: the brand's own URLs, this server's functions, no analytics", () => {
    expect(parseBuildSettings({})).toEqual({
      siteUrl: undefined,
      appRegisterUrl: undefined,
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
      demoBookingUrl: "https://cal.example/demo",
      socialProfileUrl: undefined,
      functionsUrl: "https://project.supabase.co",
      supabaseAnonKey: "anon-key",
      analytics: null,
    });
  });

  it("send analytics to PostHog's US region by default, a configured host, or the site's own proxy", () => {
    expect(parseBuildSettings({ VITE_POSTHOG_KEY: "phc_abc" }).analytics).toEqual({ key: "phc_abc", apiHost: POSTHOG_US_HOST });
    expect(parseBuildSettings({ VITE_POSTHOG_KEY: "phc_abc", VITE_POSTHOG_HOST: "https://eu.i.posthog.com/" }).analytics).toEqual(
      { key: "phc_abc", apiHost: "https://eu.i.posthog.com" },
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

  it("go into the bundle as one constant, with the analytics key alone for the modules that test it", () => {
    const settings = parseBuildSettings({ VITE_POSTHOG_KEY: "phc_abc" });
    const define = buildSettingsDefine(settings);
    expect(JSON.parse(define.__BUILD_SETTINGS__!)).toEqual(JSON.parse(JSON.stringify(settings)));
    expect(define["import.meta.env.VITE_POSTHOG_KEY"]).toBe('"phc_abc"');
    expect(buildSettingsDefine(parseBuildSettings({}))["import.meta.env.VITE_POSTHOG_KEY"]).toBe('""');
  });
});
