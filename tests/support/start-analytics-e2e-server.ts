/**
 * The server for the analytics end-to-end tests: the build with a PostHog key, with the CSP letting pages reach
 * the test PostHog host. Builds it first when it is missing or older than the main build, so `npx playwright test`
 * after `npm run build` tests the same code twice rather than a stale copy.
 */
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { ANALYTICS_BUILD_OUT_DIR, analyticsBuildEnv, TEST_POSTHOG_HOST, TEST_POSTHOG_KEY } from "#tooling/analytics-e2e.ts";

const projectRoot = resolve(import.meta.dirname, "..", "..");
const builtAt = (directory: string): number => {
  const stamp = join(projectRoot, directory, "client", ".build-stamp");
  return existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
};

if (builtAt(ANALYTICS_BUILD_OUT_DIR) === 0 || builtAt("build") > builtAt(ANALYTICS_BUILD_OUT_DIR)) {
  const build = spawnSync("npm", ["run", "--silent", "build"], {
    cwd: projectRoot,
    env: { ...process.env, ...analyticsBuildEnv },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.BUILD_DIR = join(projectRoot, ANALYTICS_BUILD_OUT_DIR, "client");
process.env.POSTHOG_KEY = TEST_POSTHOG_KEY;
process.env.POSTHOG_HOST = TEST_POSTHOG_HOST;
await import("./start-e2e-server.ts");
