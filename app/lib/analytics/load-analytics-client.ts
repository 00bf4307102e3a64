/** Loads the PostHog chunk once, on first need; everything else in the app talks to PostHog through here. */

type AnalyticsClient = typeof import("./posthog-client.ts");

let loading: Promise<AnalyticsClient> | null = null;

export const loadAnalyticsClient = (): Promise<AnalyticsClient> => {
  loading ??= import("./posthog-client.ts").catch((error: unknown) => {
    loading = null; // a failed chunk download (offline, new deploy) may succeed on the next try
    throw error;
  });
  return loading;
};

/** The client if it was ever requested: declining never downloads PostHog just to switch it off. */
export const whenAnalyticsClientRequested = (): Promise<AnalyticsClient> | null => loading;
