/**
 * The server for the analytics end-to-end tests: the build with a PostHog key, with the CSP letting pages reach
 * the test PostHog host. Builds it (its pages only) first when it is missing or older than the main build, so `npx playwright test`
 * after `npm run build` tests the same code twice rather than a stale copy.
 */
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { BUILD_STAMP_FILE, PAGES_ONLY_STAMP_FILE } from "#server/build-output.ts";
import {
  ANALYTICS_BUILD_OUT_DIR,
  analyticsBuildArgs,
  analyticsBuildEnv,
  TEST_POSTHOG_HOST,
  TEST_POSTHOG_KEY,
} from "#tooling/analytics-e2e.ts";

const projectRoot = resolve(import.meta.dirname, "..", "..");
const builtAt = (directory: string, stampFile: string): number => {
  const stamp = join(projectRoot, directory, "client", stampFile);
  return existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
};
const analyticsBuiltAt = builtAt(ANALYTICS_BUILD_OUT_DIR, PAGES_ONLY_STAMP_FILE);

if (analyticsBuiltAt === 0 || builtAt("build", BUILD_STAMP_FILE) > analyticsBuiltAt) {
  const build = spawnSync("npm", analyticsBuildArgs, {
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
