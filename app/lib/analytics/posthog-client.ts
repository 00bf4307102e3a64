/**
 * The only module that imports posthog-js. It is loaded with a dynamic import once the visitor has accepted
 * (load-analytics-client.ts), so PostHog is its own chunk and never part of a page's first load.
 */
// The slim build without an external script loader: only the extensions listed below are bundled, and it cannot
// fetch code from PostHog's CDN whatever its remote settings say.

import { AnalyticsExtensions, ErrorTrackingExtensions } from "posthog-js/dist/extension-bundles.js";
import { posthog } from "posthog-js/dist/module.slim.no-external.js";
// Exception autocapture's error hooks, which posthog-js would otherwise download at runtime.
import "posthog-js/dist/exception-autocapture.js";
import type { AnalyticsConfig } from "./analytics-config.ts";
import { type LeadIdentity, leadDistinctId, leadPersonProperties } from "./lead-identity.ts";
import { pageKey, pageViewProperties } from "./page-view.ts";
import { posthogOptions } from "./posthog-options.ts";

let initialised = false;
/** The page last sent as a $pageview, so a re-render or a #fragment change never counts twice. */
let lastPageView: string | null = null;

const ensureInitialised = (config: AnalyticsConfig) => {
  if (initialised) return;
  posthog.init(config.key, {
    ...posthogOptions(config),
    __extensionClasses: { autocapture: AnalyticsExtensions.autocapture, ...ErrorTrackingExtensions },
  });
  initialised = true;
};

/** Accepted: start (or resume) capturing. The current page is then sent by the next trackPageView. */
export const grantConsent = (config: AnalyticsConfig) => {
  ensureInitialised(config);
  if (!posthog.has_opted_in_capturing()) {
    posthog.opt_in_capturing({ captureEventName: false });
    lastPageView = null;
  }
};

/** Declined after having accepted: back to an anonymous nobody, and nothing more is sent or stored. */
export const denyConsent = () => {
  if (!initialised) return;
  // reset() first: it clears PostHog's consent record too, and the opt-out after it must be the last word.
  posthog.reset(true);
  posthog.opt_out_capturing();
  lastPageView = null;
};

export const trackPageView = (href: string) => {
  if (!initialised || !posthog.is_capturing()) return;
  const key = pageKey(href);
  if (key === lastPageView) return;
  lastPageView = key;
  posthog.capture("$pageview", pageViewProperties(href));
};

/** Identifies the visitor as a lead; returns whether PostHog was told. */
export const identifyLead = (lead: LeadIdentity): boolean => {
  const distinctId = leadDistinctId(lead.leadId);
  if (!initialised || !posthog.is_capturing() || distinctId === null) return false;
  // posthog-js itself ignores an identical repeat of the same person properties.
  posthog.identify(distinctId, leadPersonProperties(lead));
  return true;
};
