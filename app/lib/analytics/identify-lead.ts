/** The lead forms' way into analytics: after a successful contact-sales submission, tie the visitor to the lead. */
import { analyticsConfig } from "./analytics-config.ts";
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
  // Without VITE_POSTHOG_KEY this is `if (true) return false`, so the forms never bundle a path to PostHog.
  if (!import.meta.env.VITE_POSTHOG_KEY || !analyticsConfig || currentConsent() !== "granted") return false;
  try {
    const client = await loadAnalyticsClient();
    client.grantConsent(analyticsConfig);
    return client.identifyLead(lead);
  } catch {
    return false;
  }
};
