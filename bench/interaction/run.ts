/**
 * `npm run bench:interaction`: how soon a visitor's need is met on a first visit (a cold cache), in Chromium with a
 * phone's throttling (CDP: 150 ms latency, 1.6 Mbps down, CPU slowed 4×) and without: Talk to Sales on /pricing at
 * 1440 px and through the mobile menu at 390 px, /contact-sales' own form, the blog's search. For each, the medians
 * of `--runs` (3) of click to the dialog drawn, to its first field focusable, to the hydrated form, a keystroke to
 * its character drawn, and the depth of the chain of requests from the first hint to the hydrated form; beside the
 * same figures for the commit the branch started from (`--base=<commit>`, by default where it left main), built in
 * a checkout of its own and served on another port in the same run. The table goes to docs/performance.md.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";
import { chromiumLaunchOptions } from "#tooling/chromium.ts";
import { describeMachine } from "#tooling/machine.ts";
import { defaultBuildDirectory, type RunningServer, startProductionServer } from "#tooling/production-server.ts";
import { writePerformanceSection } from "../lighthouse/performance-doc.ts";
import { baseBuild, baseCommit } from "./base-build.ts";
import { option } from "./option.ts";
import { type ProbeResult, requestChainDepth } from "./probe.ts";
import { scenarios as allScenarios, runScenario, type Throttling } from "./scenarios.ts";

const runs = Number(option("runs") ?? 3);
/** `--only=/blog`: the scenarios whose name starts so, for a change that touches one of them. */
const scenarios = allScenarios.filter((scenario) => scenario.name.startsWith(option("only") ?? ""));
const write = !process.argv.includes("--no-write");
const keepBase = process.argv.includes("--keep-base");

if (!existsSync(join(defaultBuildDirectory, "404.html"))) {
  console.error(`No build in ${defaultBuildDirectory}: run \`npm run build\` first.`);
  process.exit(1);
}

const commit = baseCommit(option("base"));
const base = baseBuild(commit);
const builds = [
  { label: "this branch", server: await startProductionServer() },
  { label: commit, server: await startProductionServer({ buildDirectory: base.buildDirectory, root: base.root }) },
] satisfies { label: string; server: RunningServer }[];
const browser = await chromium.launch(chromiumLaunchOptions);

type Figures = { visible: number[]; focusable: number[]; hydrated: number[]; keystroke: number[]; depth: number[] };
const figures = new Map<string, Figures>();
const key = (scenario: string, throttling: Throttling, build: string) => `${scenario}|${throttling}|${build}`;
const median = (values: readonly number[]): number | undefined => {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const record = (at: string, result: ProbeResult) => {
  const entry = figures.get(at) ?? { visible: [], focusable: [], hydrated: [], keystroke: [], depth: [] };
  if (result.visible !== undefined) entry.visible.push(result.visible);
  if (result.focusable !== undefined) entry.focusable.push(result.focusable);
  if (result.hydrated !== undefined) entry.hydrated.push(result.hydrated);
  const keystroke = median(result.keystrokes);
  if (keystroke !== undefined) entry.keystroke.push(keystroke);
  entry.depth.push(requestChainDepth(result.requests));
  figures.set(at, entry);
};

try {
  // Run after run over every case, so that a slow minute on a shared machine touches them alike.
  for (let run = 1; run <= runs; run += 1) {
    for (const throttling of ["phone", "none"] as const) {
      for (const scenario of scenarios) {
        for (const { label, server } of builds) {
          try {
            const result = await runScenario(browser, server.origin, scenario, throttling);
            record(key(scenario.name, throttling, label), result);
            console.log(
              `run ${run}, ${throttling}, ${scenario.name}, ${label}: visible ${result.visible?.toFixed(0)} ms, focusable ${result.focusable?.toFixed(0)}, hydrated ${result.hydrated?.toFixed(0)}, depth ${requestChainDepth(result.requests)}`,
            );
          } catch (error) {
            console.log(
              `run ${run}, ${throttling}, ${scenario.name}, ${label}: failed, ${(error as Error).message.split("\n")[0]}`,
            );
          }
        }
      }
    }
  }
} finally {
  await browser.close();
  for (const { server } of builds) await server.stop();
  if (!keepBase) base.remove();
}

const ms = (values: readonly number[] | undefined) => {
  const value = median(values ?? []);
  return value === undefined ? "–" : `${Math.round(value)}`;
};
const pair = (scenario: string, throttling: Throttling, pick: (entry: Figures) => number[]) =>
  builds
    .map(({ label }) =>
      ms(figures.get(key(scenario, throttling, label)) && pick(figures.get(key(scenario, throttling, label)) as Figures)),
    )
    .join(" / ");

const header = `| Interaction | Throttling | Click → dialog drawn | Click → field focusable | Click → hydrated form | Keystroke → drawn | Request rounds |`;
const rows = scenarios.flatMap((scenario) =>
  (["phone", "none"] as const).map(
    (throttling) =>
      `| ${scenario.name} | ${throttling === "phone" ? "phone" : "none"} | ${pair(scenario.name, throttling, (entry) => entry.visible)} | ${pair(scenario.name, throttling, (entry) => entry.focusable)} | ${pair(scenario.name, throttling, (entry) => entry.hydrated)} | ${pair(scenario.name, throttling, (entry) => entry.keystroke)} | ${pair(scenario.name, throttling, (entry) => entry.depth)} |`,
  ),
);
const table = [header, "|---|---|---|---|---|---|---|", ...rows].join("\n");
const body = `Written by \`npm run bench:interaction\` (bench/interaction/). Medians of ${runs} runs, each in a fresh browser context (a cold cache), in milliseconds; each cell is **this branch / ${commit}** (the commit it started from, built and served beside it in the same run). "phone" is Chromium's CDP throttling: 150 ms latency, 1.6 Mbps down, CPU slowed 4×. On /contact-sales and the blog the field is in the page, so "drawn" and "focusable" are when it has focus; the blog's clock starts at the first keystroke and "hydrated" is its first result shown. "Request rounds" counts the requests from the pointer reaching the control to the hydrated form that had to wait for an earlier one's response.

${table}

${describeMachine()}`;
console.log(`\n${table}`);
if (write) writePerformanceSection("Interaction: from a click to a form (dialogs drawn before the application)", body);
