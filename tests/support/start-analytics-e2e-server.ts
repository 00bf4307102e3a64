/**
 * The server for the analytics end-to-end tests: an analytics build (ANALYTICS_BUILD, `consent` unless set), with the
 * CSP letting pages reach the test PostHog host. Builds it (its pages only) first when it is missing or older than
 * the main build, so `npx playwright test` after `npm run build` tests the same code twice rather than a stale copy.
 */
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { BUILD_STAMP_FILE, PAGES_ONLY_STAMP_FILE } from "#server/build-output.ts";
import {
  type AnalyticsBuild,
  analyticsBuildArgs,
  analyticsBuildEnv,
  analyticsBuilds,
  TEST_POSTHOG_HOST,
  TEST_POSTHOG_KEY,
} from "#tooling/analytics-e2e.ts";

const build = (process.env.ANALYTICS_BUILD ?? "consent") as AnalyticsBuild;
const { outDir } = analyticsBuilds[build];
const projectRoot = resolve(import.meta.dirname, "..", "..");
const builtAt = (directory: string, stampFile: string): number => {
  const stamp = join(projectRoot, directory, "client", stampFile);
  return existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
};
const analyticsBuiltAt = builtAt(outDir, PAGES_ONLY_STAMP_FILE);

if (analyticsBuiltAt === 0 || builtAt("build", BUILD_STAMP_FILE) > analyticsBuiltAt) {
  const result = spawnSync("npm", analyticsBuildArgs, {
    cwd: projectRoot,
    env: { ...process.env, ...analyticsBuildEnv(build) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.env.BUILD_DIR = join(projectRoot, outDir, "client");
process.env.POSTHOG_KEY = TEST_POSTHOG_KEY;
process.env.POSTHOG_HOST = TEST_POSTHOG_HOST;
await import("./start-e2e-server.ts");
