/** Loads the PostHog chunk once, on first need; everything else in the app talks to PostHog through here. */

type AnalyticsClient = typeof import("./posthog-client.ts");

let loading: Promise<AnalyticsClient> | null = null;
let loaded: AnalyticsClient | null = null;

export const loadAnalyticsClient = (): Promise<AnalyticsClient> => {
  loading ??= import("./posthog-client.ts").then(
    (client) => {
      loaded = client;
      return client;
    },
    (error: unknown) => {
      loading = null; // a failed chunk download (offline, new deploy) may succeed on the next try
      throw error;
    },
  );
  return loading;
};

/** The client if this page has it already, synchronously: a decline must reach PostHog within the same event. */
export const loadedAnalyticsClient = (): AnalyticsClient | null => loaded;

/** The client if it was ever requested: declining never downloads PostHog just to switch it off. */
export const whenAnalyticsClientRequested = (): Promise<AnalyticsClient> | null => loading;
