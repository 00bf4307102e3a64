/** The lead forms' way into analytics: after a successful contact-sales submission, tie the visitor to the lead. */
import { buildSettings } from "#core/build-settings.ts";
import { currentConsent } from "./consent-store.ts";
import type { LeadIdentity } from "./lead-identity.ts";
import { loadAnalyticsClient } from "./load-analytics-client.ts";

export type { LeadIdentity };

/**
 * Identifies the visitor by the stored lead's id (never the e-mail) and sets company, industry and role as person
 * properties. Does nothing without an analytics key or without consent; never throws, so a form can call it and
 * forget it. Resolves to whether PostHog was told.
 */
export const identifyLead = async (lead: LeadIdentity): Promise<boolean> => {
  // Without an analytics key this is `if (true) return false`, so the forms never bundle a path to PostHog (the
  // constant is the parsed key, see buildSettingsDefine in core/build-settings.ts).
  const config = buildSettings.analytics;
  if (!import.meta.env.VITE_POSTHOG_KEY || !config || currentConsent() !== "granted") return false;
  try {
    const client = await loadAnalyticsClient();
    client.grantConsent(config);
    return client.identifyLead(lead);
  } catch {
    return false;
  }
};
