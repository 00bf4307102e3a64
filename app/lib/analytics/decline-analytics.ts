/** The visitor's decline, which takes effect before anything else happens. */
import { saveConsentChoice } from "./consent-store.ts";
import { loadedAnalyticsClient } from "./load-analytics-client.ts";

/**
 * PostHog, if this page has it, stops at once and drops what it has not sent; then the choice is saved. Called from
 * a listener that runs before PostHog's own, the click that declines is never captured either.
 */
export const declineAnalytics = () => {
  loadedAnalyticsClient()?.denyConsent();
  saveConsentChoice("denied");
};
