/** Where analytics go, shared by the browser's PostHog setup and the server's CSP and proxy. */

/** PostHog's US region, the default host. */
export const POSTHOG_US_HOST = "https://us.i.posthog.com";

/** The path of the server's first-party proxy (ANALYTICS_PROXY=1), and where the browser sends when built to use it. */
export const ANALYTICS_PROXY_PATH = "/ingest";
