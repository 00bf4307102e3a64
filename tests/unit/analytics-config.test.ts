import { describe, expect, it } from "vitest";
import { ANALYTICS_PROXY_PATH, POSTHOG_US_HOST, resolveAnalyticsConfig } from "#app/lib/analytics/analytics-config.ts";
import { posthogOptions } from "#app/lib/analytics/posthog-options.ts";

describe("analytics configuration", () => {
  it("is off without a project key", () => {
    expect(resolveAnalyticsConfig({})).toBeNull();
    expect(resolveAnalyticsConfig({ VITE_POSTHOG_KEY: "  ", VITE_POSTHOG_HOST: "https://eu.i.posthog.com" })).toBeNull();
  });

  it("sends to PostHog's US region by default", () => {
    expect(resolveAnalyticsConfig({ VITE_POSTHOG_KEY: "phc_abc" })).toEqual({ key: "phc_abc", apiHost: POSTHOG_US_HOST });
  });

  it("sends to the configured host, without a trailing slash", () => {
    expect(resolveAnalyticsConfig({ VITE_POSTHOG_KEY: "phc_abc", VITE_POSTHOG_HOST: "https://eu.i.posthog.com/" })).toEqual({
      key: "phc_abc",
      apiHost: "https://eu.i.posthog.com",
    });
  });

  it("sends to the site's own proxy with VITE_POSTHOG_PROXY=1", () => {
    expect(resolveAnalyticsConfig({ VITE_POSTHOG_KEY: "phc_abc", VITE_POSTHOG_PROXY: "1" })?.apiHost).toBe(ANALYTICS_PROXY_PATH);
    expect(resolveAnalyticsConfig({ VITE_POSTHOG_KEY: "phc_abc", VITE_POSTHOG_PROXY: "0" })?.apiHost).toBe(POSTHOG_US_HOST);
  });
});

describe("posthog-js options", () => {
  const options = posthogOptions({ key: "phc_abc", apiHost: POSTHOG_US_HOST });

  it("capture and store nothing before an opt-in", () => {
    expect(options).toMatchObject({ opt_out_capturing_by_default: true, opt_out_persistence_by_default: true });
  });

  it("leave page views to the site and page leaves to PostHog", () => {
    expect(options).toMatchObject({ capture_pageview: false, capture_pageleave: true, save_campaign_params: false });
  });

  it("keep autocapture, rage clicks and exceptions PostHog's own", () => {
    expect(options).toMatchObject({ autocapture: true, rageclick: true, capture_exceptions: true });
  });

  it("never load scripts from PostHog, record sessions or show surveys", () => {
    expect(options).toMatchObject({
      disable_external_dependency_loading: true,
      disable_session_recording: true,
      disable_surveys: true,
      advanced_disable_flags: true,
    });
  });
});
