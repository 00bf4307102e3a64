/**
 * The builds the analytics end-to-end tests run against: the site built with a PostHog key, sending to a host that
 * does not exist, so every analytics request is answered by the tests (page.route), never the network. Two of them:
 * the default, and one that counts visitors who decline without cookies (VITE_POSTHOG_COOKIELESS=on_reject).
 */
export const TEST_POSTHOG_KEY = "phc_test";
export const TEST_POSTHOG_HOST = "http://posthog.test";

export type AnalyticsBuild = "consent" | "cookieless";

const port = (variable: string, fallback: number) => Number(process.env[variable] ?? fallback);
export const ANALYTICS_E2E_PORT = port("ANALYTICS_E2E_PORT", 4318);

/** Each build: where it is written, the port its test server listens on, and the variables it is built with. */
export const analyticsBuilds = {
  consent: { outDir: "build-analytics", port: ANALYTICS_E2E_PORT, env: {} },
  cookieless: {
    outDir: "build-analytics-cookieless",
    port: port("ANALYTICS_COOKIELESS_E2E_PORT", ANALYTICS_E2E_PORT + 1),
    env: { VITE_POSTHOG_COOKIELESS: "on_reject" },
  },
} as const satisfies Record<AnalyticsBuild, { outDir: string; port: number; env: Record<string, string> }>;

export const analyticsBaseUrl = (build: AnalyticsBuild) => `http://127.0.0.1:${analyticsBuilds[build].port}`;
export const ANALYTICS_E2E_BASE_URL = analyticsBaseUrl("consent");

/**
 * `npm run build` with these arguments and variables writes an analytics build. It needs only the pages:
 * `--pages-only` leaves out share images, the search index, precompression and the content manager, none of which
 * the analytics tests read.
 */
export const analyticsBuildArgs = ["run", "--silent", "build", "--", "--pages-only"] as const;

export const analyticsBuildEnv = (build: AnalyticsBuild): Record<string, string> => ({
  VITE_POSTHOG_KEY: TEST_POSTHOG_KEY,
  VITE_POSTHOG_HOST: TEST_POSTHOG_HOST,
  BUILD_OUT_DIR: analyticsBuilds[build].outDir,
  ...analyticsBuilds[build].env,
});
