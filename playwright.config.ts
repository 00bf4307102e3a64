import { defineConfig } from "@playwright/test";
import { E2E_BASE_URL, E2E_PORT } from "#tests/support/e2e-server.ts";
import { type AnalyticsBuild, analyticsBaseUrl, analyticsBuilds } from "#tooling/analytics-e2e.ts";
import { testBrowserLaunchOptions } from "#tooling/chromium.ts";

const EDITOR_TESTS = "cms-content.spec.ts";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // More workers than the 2 cores: many tests spend seconds waiting (for a flush, a server, a timeout). Four were no
  // faster in npm test: they starved the stages beside them until those finished last.
  workers: 3,
  retries: 0,
  // On a busy 2-core machine running three workers beside the servers, what needs the application (loaded on demand,
  // decision 099: the app, hydration, then the search index) and two axe-core sweeps of a long page take seconds
  // more than on a quiet one; 10 s and 45 s failed tests that then passed on their own in 15 s.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [["list"], ["json", { outputFile: "reports/e2e-results.json" }]],
  // Workers take tests in the order of the projects: the editor's day in /admin (a scratch copy, its unit tests and a
  // build: minutes) starts first, beside the rest, rather than last and alone, which made it the stage's tail.
  projects: [
    { name: "editor", testMatch: EDITOR_TESTS },
    { name: "site", testIgnore: EDITOR_TESTS },
  ],
  use: {
    baseURL: E2E_BASE_URL,
    launchOptions: testBrowserLaunchOptions,
    // Recording a trace costs every test time (snapshots of each step); CI keeps only its log, so it records none.
    trace: process.env.CI ? "off" : "retain-on-failure",
  },
  webServer: [
    {
      command: "node tests/support/start-e2e-server.ts",
      url: `${E2E_BASE_URL}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { PORT: String(E2E_PORT) },
    },
    // The site built with a PostHog key, for tests/e2e/analytics*.spec.ts (built first if missing or stale), and the
    // same counting visitors who decline without cookies.
    ...(["consent", "cookieless"] as const satisfies AnalyticsBuild[]).map((build) => ({
      command: "node tests/support/start-analytics-e2e-server.ts",
      url: `${analyticsBaseUrl(build)}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
      env: { PORT: String(analyticsBuilds[build].port), ANALYTICS_BUILD: build },
    })),
  ],
});
