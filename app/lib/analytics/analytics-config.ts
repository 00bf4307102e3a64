/** Build-time analytics settings. Without VITE_POSTHOG_KEY the site ships and loads no analytics code at all. */

import { ANALYTICS_PROXY_PATH, POSTHOG_US_HOST } from "#core/analytics-endpoints.ts";

export { ANALYTICS_PROXY_PATH, POSTHOG_US_HOST };

export type AnalyticsConfig = {
  /** The PostHog project key (phc_…): public by design, it only allows sending events. */
  key: string;
  /** Where events go: the PostHog host, or the site's own proxy path. */
  apiHost: string;
};

type AnalyticsEnv = {
  VITE_POSTHOG_KEY?: string;
  VITE_POSTHOG_HOST?: string;
  VITE_POSTHOG_PROXY?: string;
};

export const resolveAnalyticsConfig = (env: AnalyticsEnv): AnalyticsConfig | null => {
  const key = env.VITE_POSTHOG_KEY?.trim();
  if (!key) return null;
  const host = env.VITE_POSTHOG_HOST?.trim().replace(/\/+$/, "") || POSTHOG_US_HOST;
  return { key, apiHost: env.VITE_POSTHOG_PROXY?.trim() === "1" ? ANALYTICS_PROXY_PATH : host };
};

/**
 * Vite writes VITE_* values into the bundle. Modules that must vanish from a build without a key test
 * `import.meta.env.VITE_POSTHOG_KEY` themselves: a constant in their own code is what lets the bundler drop them.
 */
export const analyticsConfig: AnalyticsConfig | null = /* @__PURE__ */ resolveAnalyticsConfig({
  VITE_POSTHOG_KEY: import.meta.env.VITE_POSTHOG_KEY,
  VITE_POSTHOG_HOST: import.meta.env.VITE_POSTHOG_HOST,
  VITE_POSTHOG_PROXY: import.meta.env.VITE_POSTHOG_PROXY,
});
