/** How this site configures posthog-js: what it captures, and everything it must never do. */
import type { PostHogConfig } from "posthog-js/dist/module.slim.no-external.js";
import type { AnalyticsConfig } from "#core/build-settings.ts";

export const posthogOptions = (config: AnalyticsConfig): Partial<PostHogConfig> => ({
  api_host: config.apiHost,
  // Pinned so an upgrade of posthog-js cannot change behaviour silently; the options below override it anyway.
  defaults: "2026-08-30",

  // Consent: nothing is captured or stored until opt_in_capturing(); opting out deletes PostHog's storage again.
  opt_out_capturing_by_default: true,
  opt_out_persistence_by_default: true,
  persistence: "localStorage+cookie",
  // Do Not Track and Global Privacy Control are handled by our consent rules (consent.ts): they count as a decline
  // until the visitor accepts. PostHog's own respect_dnt would keep refusing even after an explicit accept.
  respect_dnt: false,
  person_profiles: "identified_only",
  // A visitor who declined is counted without cookies only where the operator chose it (README, "Analytics").
  ...(config.cookieless === "on_reject" ? { cookieless_mode: "on_reject" as const } : {}),

  // Page views are ours (one per route change, with the UTM parameters of that address); page leaves are PostHog's.
  capture_pageview: false,
  capture_pageleave: true,
  // PostHog would otherwise keep the landing page's UTM parameters on every later event of the session.
  save_campaign_params: false,

  // posthog-js's own behaviour, configured rather than rebuilt: autocapture with rage clicks (3 clicks within
  // 30 px and 1 s), exceptions with its rate limit (bucket of 10, one more every 10 s), text cut to 255 characters.
  autocapture: true,
  rageclick: true,
  capture_exceptions: true,

  // Events only. The CSP allows scripts from 'self' alone, so nothing may be fetched from PostHog's CDN, and the
  // site uses no feature flags, so no /flags or remote-config request either.
  disable_external_dependency_loading: true,
  advanced_disable_flags: true,
  disable_session_recording: true,
  disable_surveys: true,
  disable_product_tours: true,
  disable_conversations: true,
  disable_web_experiments: true,
  capture_dead_clicks: false,
  capture_heatmaps: false,
  capture_performance: false,
});
