/** Consent banner and PostHog together: PostHog loads only after an accept, and every route change is one page view. */
import { useEffect } from "react";
import { useLocation } from "react-router";
import { countsWithoutCookies } from "#app/lib/analytics/consent.ts";
import { type ConsentSnapshot, useConsent } from "#app/lib/analytics/consent-store.ts";
import { loadAnalyticsClient, whenAnalyticsClientRequested } from "#app/lib/analytics/load-analytics-client.ts";
import { recordConversion } from "#app/lib/analytics/record-conversion.ts";
import { ctaClickOf, onCtaFollowed } from "#app/lib/calls-to-action.ts";
import { type AnalyticsConfig, buildSettings } from "#core/build-settings.ts";

import ConsentBanner from "./consent-banner.tsx";

/** What the prerendered page assumes until the visitor's own answer is read: nobody has answered. */
const NOT_YET_READ: ConsentSnapshot = { state: "pending", choice: null, privacySignal: false, settingsOpen: false };

export function Analytics() {
  // Without an analytics key this is `if (true) return null`: the build then holds neither the banner nor PostHog
  // (the constant is the parsed key, see buildSettingsDefine in core/build-settings.ts).
  if (!import.meta.env.VITE_POSTHOG_KEY || !buildSettings.analytics) return null;
  return <AnalyticsWithConsent config={buildSettings.analytics} />;
}

function AnalyticsWithConsent({ config }: { config: AnalyticsConfig }) {
  const consent = useConsent();
  usePostHog(consent, config);
  useConversions(consent?.state === "granted");
  // In the prerendered page and while it hydrates, the answer is not known: the banner is there, hidden. The page's
  // bootstrap shows it to a visitor who has not answered, without loading the application (app-on-demand.ts).
  if (!consent) return <ConsentBanner consent={NOT_YET_READ} hidden />;
  // Shown while nobody has answered, neither the visitor nor their browser's privacy signal, or when reopened.
  if (!(consent.state === "pending" || consent.settingsOpen)) return null;
  return <ConsentBanner consent={consent} />;
}

function usePostHog(consent: ConsentSnapshot | null, config: AnalyticsConfig) {
  const { pathname, search } = useLocation();
  const state = consent?.state;
  const cookieless = consent !== null && countsWithoutCookies(consent, config.cookieless);

  // Granted: load PostHog, opt in, and send this page; every later path or query change sends the next one. Declined
  // on a build that counts such visitors without cookies: the same page views, in PostHog's cookieless mode.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname and search are what trigger the next page view.
  useEffect(() => {
    if (state !== "granted" && !cookieless) return;
    let current = true;
    loadAnalyticsClient()
      .then((client) => {
        if (!current) return;
        if (state === "granted") client.grantConsent(config);
        else client.countWithoutCookies(config);
        client.trackPageView(window.location.href);
      })
      .catch(() => {
        // The chunk did not load (offline, a new deploy): this page goes uncounted, the next route change retries.
      });
    return () => {
      current = false;
    };
  }, [state, cookieless, config, pathname, search]);

  // Denied after an accept on this page: opt out and forget the visitor. A visitor who never accepted has no PostHog.
  useEffect(() => {
    if (state !== "denied") return;
    whenAnalyticsClientRequested()
      ?.then((client) => client.denyConsent())
      .catch(() => {});
  }, [state]);
}

/** With consent, every click on a call to action is a `cta_clicked` conversion (calls-to-action.ts). */
function useConversions(granted: boolean) {
  useEffect(() => {
    if (!granted) return;
    return onCtaFollowed((link) => recordConversion({ event: "cta_clicked", properties: ctaClickOf(link) }));
  }, [granted]);
}
