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
import type { AnalyticsConfig } from "#core/build-settings.ts";
import { type Conversion, takeKeptConversions } from "./conversions.ts";
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

/**
 * Accepted: start (or resume) capturing, and send the conversions made before PostHog had loaded, dated when they
 * happened. The current page is then sent by the next trackPageView.
 */
export const grantConsent = (config: AnalyticsConfig) => {
  ensureInitialised(config);
  if (!posthog.has_opted_in_capturing()) {
    posthog.opt_in_capturing({ captureEventName: false });
    lastPageView = null;
  }
  for (const { event, properties, at } of takeKeptConversions()) {
    posthog.capture(event, properties, { timestamp: new Date(at) });
  }
};

/**
 * Declined, on a build that counts such visitors without cookies (VITE_POSTHOG_COOKIELESS=on_reject): PostHog,
 * never opted in, captures in its cookieless mode, storing nothing on the device; page views are then sent as usual.
 */
export const countWithoutCookies = (config: AnalyticsConfig) => {
  if (config.cookieless !== "on_reject") return;
  ensureInitialised(config);
};

/**
 * A conversion, sent at once by beacon (it outlives a page the click leaves); only with the visitor's consent, never
 * in cookieless mode. Returns whether PostHog took it.
 */
export const captureConversion = ({ event, properties }: Conversion): boolean => {
  if (!initialised || !posthog.has_opted_in_capturing()) return false;
  posthog.capture(event, properties, { transport: "sendBeacon", send_instantly: true });
  return true;
};

/**
 * What posthog-js has captured but not sent yet: its batch queue (sent every few seconds and when the page is left)
 * and its retry queue. Opting out stops new events only, so a decline empties these too. They are internal fields of
 * posthog-js (the version is pinned; the analytics end-to-end tests fail if they move).
 */
type UnsentEvents = { _requestQueue?: { _queue?: unknown[] }; _retryQueue?: { _queue?: unknown[] } };

const dropUnsentEvents = () => {
  const { _requestQueue, _retryQueue } = posthog as unknown as UnsentEvents;
  for (const queue of [_requestQueue?._queue, _retryQueue?._queue]) if (Array.isArray(queue)) queue.length = 0;
};

/**
 * Declined after having accepted: nothing more leaves the page, not even what was captured a moment before, and the
 * visitor is back to an anonymous nobody with nothing stored. Synchronous, so a decline made in an event handler
 * takes effect before PostHog's own listeners see that event.
 */
export const denyConsent = () => {
  takeKeptConversions();
  if (!initialised || posthog.has_opted_out_capturing()) return;
  // reset() clears PostHog's consent record too, so the opt-out after it must be the last word.
  posthog.reset(true);
  posthog.opt_out_capturing();
  dropUnsentEvents();
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
