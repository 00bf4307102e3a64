/** The application's way to send a conversion: now if PostHog has loaded, or as soon as it has. */
import { buildSettings } from "#core/build-settings.ts";
import { currentConsent } from "./consent-store.ts";
import { type Conversion, keepConversion } from "./conversions.ts";
import { loadAnalyticsClient, loadedAnalyticsClient } from "./load-analytics-client.ts";

/**
 * Sends `conversion` for a visitor who accepted; does nothing otherwise, and never throws. With PostHog loaded, it
 * goes at once by beacon, which outlives the page a trial link leaves; before that, it is kept for PostHog to send
 * once loaded (conversions.ts).
 */
export const recordConversion = (conversion: Conversion): void => {
  // Without an analytics key this is `if (true) return`: a build without analytics bundles no path to PostHog.
  const config = buildSettings.analytics;
  if (!import.meta.env.VITE_POSTHOG_KEY || !config || currentConsent() !== "granted") return;
  const client = loadedAnalyticsClient();
  if (client?.captureConversion(conversion)) return;
  keepConversion(conversion);
  loadAnalyticsClient()
    .then((loaded) => loaded.grantConsent(config))
    .catch(() => {
      // Not loaded (offline, a new deploy): the conversion waits for the next page.
    });
};
