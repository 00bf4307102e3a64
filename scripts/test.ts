/**
 * `npm test`: everything a contributor needs, in order, stopping at the first failure:
 * Chromium present, type check, lint, unit and integration tests, production build, budgets, end-to-end tests, Lighthouse.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { analyticsBuildEnvArgs } from "#tooling/analytics-e2e.ts";
import { CHROMIUM_PATH } from "#tooling/chromium.ts";

const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)}s`;

const run = (label: string, command: string, args: string[]) => {
  console.log(`\n▶ ${label} (${elapsed()})`);
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed after ${elapsed()}`);
    printTotals();
    process.exit(result.status ?? 1);
  }
};

const ensureChromium = () => {
  if (existsSync(CHROMIUM_PATH)) return;
  console.log(`\n▶ Chromium is missing at ${CHROMIUM_PATH}: installing Debian's chromium package`);
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const steps: string[][] = [
    [...sudo, "apt-get", "update", "-qq"],
    [...sudo, "env", "DEBIAN_FRONTEND=noninteractive", "apt-get", "install", "-y", "-qq", "chromium"],
  ];
  for (const [command = "", ...args] of steps) {
    const result = spawnSync(command, args, { stdio: "inherit" });
    if (result.status !== 0) {
      console.error("Could not install Chromium. Install Debian's `chromium` package (or set CHROME_PATH) and run again.");
      process.exit(1);
    }
  }
};

type Totals = { passed: number; failed: number; skipped: number };
const totals = (): Totals => {
  const sum: Totals = { passed: 0, failed: 0, skipped: 0 };
  const unitFile = "reports/unit-results.json";
  if (existsSync(unitFile)) {
    const unit = JSON.parse(readFileSync(unitFile, "utf8"));
    sum.passed += unit.numPassedTests ?? 0;
    sum.failed += unit.numFailedTests ?? 0;
    sum.skipped += (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0);
  }
  const e2eFile = "reports/e2e-results.json";
  if (existsSync(e2eFile)) {
    const stats = JSON.parse(readFileSync(e2eFile, "utf8")).stats ?? {};
    sum.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    sum.failed += stats.unexpected ?? 0;
    sum.skipped += stats.skipped ?? 0;
  }
  return sum;
};
const printTotals = () => {
  const { passed, failed, skipped } = totals();
  console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
};

// Playwright empties test-results/ when it starts, so the runners' summaries go to reports/.
spawnSync("rm", ["-rf", "test-results", "reports"]);
ensureChromium();
run("Type check", "npm", ["run", "--silent", "typecheck"]);
run("Lint", "npm", ["run", "--silent", "lint"]);
run("Unit and integration tests", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  "--outputFile=reports/unit-results.json",
]);
run("Production build", "npm", ["run", "--silent", "build"]);
run("Budgets", "node", ["scripts/check-budgets.ts"]);
run("HTML validation", "node", ["scripts/validate-html.ts"]);
run("Analytics build", "env", [...analyticsBuildEnvArgs, "npm", "run", "--silent", "build"]);
run("End-to-end tests", "npx", ["playwright", "test"]);
run("Lighthouse", "node", ["tests/lighthouse/gate.ts"]);
console.log(`\n✔ All checks passed in ${elapsed()}`);
printTotals();
