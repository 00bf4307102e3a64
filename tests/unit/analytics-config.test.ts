import { describe, expect, it } from "vitest";
import { posthogOptions } from "#app/lib/analytics/posthog-options.ts";
import { POSTHOG_US_HOST } from "#core/analytics-endpoints.ts";

describe("posthog-js options", () => {
  const options = posthogOptions({ key: "phc_abc", apiHost: POSTHOG_US_HOST, cookieless: "off" });

  it("capture and store nothing before an opt-in", () => {
    expect(options).toMatchObject({ opt_out_capturing_by_default: true, opt_out_persistence_by_default: true });
  });

  it("leave page views to the site and page leaves to PostHog", () => {
    expect(options).toMatchObject({ capture_pageview: false, capture_pageleave: true, save_campaign_params: false });
  });

  it("keep autocapture, rage clicks and exceptions PostHog's own", () => {
    expect(options).toMatchObject({ autocapture: true, rageclick: true, capture_exceptions: true });
  });

  it("count a visitor who declines without cookies only on a build that asks for it", () => {
    expect(options).not.toHaveProperty("cookieless_mode");
    expect(posthogOptions({ key: "phc_abc", apiHost: POSTHOG_US_HOST, cookieless: "on_reject" })).toMatchObject({
      cookieless_mode: "on_reject",
    });
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
