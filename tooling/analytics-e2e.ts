/**
 * The second build the analytics end-to-end tests run against: the same site built with a PostHog key, sending to
 * a host that does not exist, so every analytics request is answered by the tests (page.route), never the network.
 */
export const ANALYTICS_E2E_PORT = Number(process.env.ANALYTICS_E2E_PORT ?? 4318);
export const ANALYTICS_E2E_BASE_URL = `http://127.0.0.1:${ANALYTICS_E2E_PORT}`;

export const TEST_POSTHOG_KEY = "phc_test";
export const TEST_POSTHOG_HOST = "http://posthog.test";
export const ANALYTICS_BUILD_OUT_DIR = "build-analytics";

/** `npm run build` with these variables writes the analytics build. */
/**
 * The analytics build needs only the pages: `npm run build -- --pages-only` leaves out share images, the search index,
 * precompression and the content manager, none of which the analytics tests read.
 */
export const analyticsBuildArgs = ["run", "--silent", "build", "--", "--pages-only"] as const;

export const analyticsBuildEnv = {
  VITE_POSTHOG_KEY: TEST_POSTHOG_KEY,
  VITE_POSTHOG_HOST: TEST_POSTHOG_HOST,
  BUILD_OUT_DIR: ANALYTICS_BUILD_OUT_DIR,
};
