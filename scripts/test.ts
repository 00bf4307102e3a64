/**
 * `npm test`: everything a contributor needs: Chromium present, type check, lint, unit and integration tests,
 * production build, budgets, HTML validation, the analytics build, end-to-end tests and the Lighthouse gate.
 * Independent stages run side by side on the machine's cores (scripts/stage-runner.ts); the first failure stops the
 * rest. Ends with each stage's duration and one line, `N passed, N failed, N skipped`.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { runStages, type Stage, stageTable } from "#scripts/stage-runner.ts";
import { analyticsBuildArgs, analyticsBuildEnv } from "#tooling/analytics-e2e.ts";
import { HEADLESS_SHELL_PATH } from "#tooling/chromium.ts";

const started = Date.now();
const elapsedSeconds = () => (Date.now() - started) / 1000;

const ensureChromium = () => {
  if (existsSync(HEADLESS_SHELL_PATH)) return;
  console.log(`\n▶ Chromium is missing at ${HEADLESS_SHELL_PATH}: installing Debian's chromium-headless-shell package`);
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const steps: string[][] = [
    [...sudo, "apt-get", "update", "-qq"],
    [...sudo, "env", "DEBIAN_FRONTEND=noninteractive", "apt-get", "install", "-y", "-qq", "chromium-headless-shell"],
  ];
  for (const [command = "", ...args] of steps) {
    const result = spawnSync(command, args, { stdio: "inherit" });
    if (result.status !== 0) {
      console.error(
        "Could not install Chromium. Install Debian's `chromium-headless-shell` package (or set CHROME_HEADLESS_SHELL_PATH) and run again.",
      );
      process.exit(1);
    }
  }
};

/**
 * The tests of `npm run leads` as an operator runs it beside a serving site: each command lowers its own priority
 * (scripts/leads.ts), so beside a build or the browsers they waited minutes for a core, and the flood test measures the
 * site's pace against them. They run in a stage of their own, last and alone. The commands' other tests run them at
 * their own priority, beside everything else (tests/integration/leads-command.test.ts).
 */
const OPERATOR_TEST_FILES = ["tests/integration/leads-command-while-serving.test.ts"];
const VITEST_REPORTS = ["reports/unit-results.json", "reports/operator-results.json"] as const;

type Totals = { passed: number; failed: number; skipped: number };
const totals = (): Totals => {
  const sum: Totals = { passed: 0, failed: 0, skipped: 0 };
  for (const unitFile of VITEST_REPORTS) {
    if (!existsSync(unitFile)) continue;
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

const npmScript = (name: string) => ["npm", ["run", "--silent", name]] as const;
const stage = (
  name: string,
  [command, args]: readonly [string, readonly string[]],
  options: Omit<Stage, "name" | "command" | "args"> = {},
): Stage => ({
  name,
  command,
  args,
  ...options,
});

/**
 * Listed in the order they should claim a free core. Two phases (decision 164): the unit and integration tests on one
 * core, the builds and the checks of their output on the other; then the end-to-end tests on the whole machine, their
 * three browsers and three servers alone. Side by side, each phase's servers and browsers had waited minutes for a
 * core, and tests timed out on a slow machine.
 */
const stages: Stage[] = [
  stage("Unit and integration tests", [
    "npx",
    [
      "vitest",
      "run",
      ...OPERATOR_TEST_FILES.flatMap((file) => ["--exclude", file]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile=${VITEST_REPORTS[0]}`,
    ],
  ]),
  // The builds first, one after the other on the core the tests leave, then the checks that read their output.
  stage("Production build", npmScript("build")),
  // After the production build: the analytics test server rebuilds its copy when it is older than build/.
  stage("Analytics build", ["npm", analyticsBuildArgs], { needs: ["Production build"], env: analyticsBuildEnv("consent") }),
  stage("Cookieless analytics build", ["npm", analyticsBuildArgs], {
    needs: ["Analytics build"],
    env: analyticsBuildEnv("cookieless"),
  }),
  // Once the builds it tests are made and the unit and integration tests have ended, on the whole machine: after the
  // checks below too, which take a core as soon as one is free.
  stage("End-to-end tests", ["npx", ["playwright", "test"]], {
    needs: ["Production build", "Analytics build", "Cookieless analytics build", "Unit and integration tests"],
    slots: 2,
  }),
  // After the builds: each writes React Router's generated route types, as the type check does.
  stage("Type check", npmScript("typecheck"), { needs: ["Cookieless analytics build"] }),
  // After the type check, whose generated route types knip follows.
  stage("Lint", npmScript("lint"), { needs: ["Type check"] }),
  stage("Lighthouse", ["node", ["tests/lighthouse/gate.ts"]], { needs: ["Production build"] }),
  stage("Budgets", ["node", ["scripts/check-budgets.ts"]], { needs: ["Production build"] }),
  stage("HTML validation", ["node", ["scripts/validate-html.ts"]], { needs: ["Production build"] }),
  // Alone on the machine: it times the site against operator commands, which give way to every other process.
  stage(
    "Operator commands",
    [
      "npx",
      [
        "vitest",
        "run",
        ...OPERATOR_TEST_FILES,
        "--no-file-parallelism",
        "--reporter=default",
        "--reporter=json",
        `--outputFile=${VITEST_REPORTS[1]}`,
      ],
    ],
    { needs: ["Unit and integration tests", "End-to-end tests", "Lighthouse"], slots: 2 },
  ),
];

// Playwright empties test-results/ when it starts, so the runners' summaries go to reports/.
spawnSync("rm", ["-rf", "test-results", "reports"]);
ensureChromium();
const results = await runStages(stages, { slots: Math.max(2, availableParallelism()), logDirectory: "reports/stages" });
console.log(`\nStages of npm test:\n\n${stageTable(results, elapsedSeconds())}`);
const failedStages = results.filter((result) => result.status === "failed");
if (failedStages.length === 0) console.log("\n✔ All checks passed");
else console.error(`\n✖ Failed: ${failedStages.map((result) => result.name).join(", ")}`);
printTotals();
process.exit(failedStages.length === 0 ? 0 : 1);
