/**
 * `npm run bench:lighthouse`: Lighthouse on the routes of the production build, mobile (Lighthouse's default
 * configuration) and desktop (its desktop preset), served by the production server, each route run several times
 * (medians shown). The representative pages are also measured against their no-JS twins (the same page without
 * scripts, served by the same server in the same run), and the ratio of first and largest paint printed; the pages
 * with an AstroWind counterpart (tooling/lighthouse/astrowind-pairs.ts) are measured against it in the same run, from the same server,
 * and their ratios of largest paint and bytes printed. Flags pick routes, twins, AstroWind, runs and form factors
 * (bench-options.ts); the tables go to a section of docs/performance.md.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { chromiumVersion, launchChromiumForLighthouse } from "#tooling/chromium.ts";
import { astrowindPairs, measuredPairs } from "#tooling/lighthouse/astrowind-pairs.ts";
import {
  type AstrowindComparison,
  astrowindTable,
  BYTE_RATIO_TARGET,
  LCP_RATIO_TARGET,
} from "#tooling/lighthouse/astrowind-table.ts";
import { auditRoutes } from "#tooling/lighthouse/audit-routes.ts";
import { auditTable, pointsLost } from "#tooling/lighthouse/audit-table.ts";
import { medianAudit } from "#tooling/lighthouse/median-audit.ts";
import type { FormFactor, PageAudit } from "#tooling/lighthouse/page-audit.ts";
import { notFoundPath } from "#tooling/lighthouse/route-list.ts";
import { describeBenchmarkIndex, describeMachine } from "#tooling/machine.ts";
import { defaultBuildDirectory, startProductionServer } from "#tooling/production-server.ts";
import { addAstrowind, astrowindBase, astrowindDist } from "./astrowind-build.ts";
import { auditOrder } from "./audit-order.ts";
import { benchOptions } from "./bench-options.ts";
import { buildWithNoJsTwins, twinPath } from "./no-js-twins.ts";
import { writePerformanceSection } from "./performance-doc.ts";
import { RATIO_TARGET, type TwinPair, twinTable } from "./twin-table.ts";

if (!existsSync(join(defaultBuildDirectory, "404.html"))) {
  console.error(`No build in ${defaultBuildDirectory}: run \`npm run build\` first.`);
  process.exit(1);
}

const options = benchOptions(process.argv.slice(2));
const counterparts = options.astrowind ? measuredPairs(astrowindPairs(astrowindBase()), options.routes) : [];
const audited = auditOrder(options.routes, options.twins, counterparts);
console.log(
  `Lighthouse on ${options.routes.length} routes, ${options.twins.length} no-JS twins and ${counterparts.length} AstroWind counterparts × ${options.formFactors.join(" and ")} × ${options.runs} runs (about 10 s each)`,
);

// Built (when not yet cached) before the copy of our build is made, so a failed build leaves nothing behind.
const astrowindSite = counterparts.length > 0 ? astrowindDist() : undefined;
const twinBuild = buildWithNoJsTwins(defaultBuildDirectory, options.twins);
if (astrowindSite) addAstrowind(twinBuild.directory, astrowindSite);
const server = await startProductionServer({ buildDirectory: twinBuild.directory });
const chrome = await launchChromiumForLighthouse();
const results = new Map<FormFactor, Map<string, PageAudit>>();
const benchmarkIndexes: (number | undefined)[] = [];
let browser: string;
try {
  browser = await chromiumVersion(chrome);
  for (const formFactor of options.formFactors) {
    const runs = new Map<string, PageAudit[]>();
    // Run after run over all routes, so that a slow minute on a shared machine touches every route alike.
    for (let run = 1; run <= options.runs; run += 1) {
      console.log(`${formFactor}, run ${run} of ${options.runs}`);
      for (const audit of await auditRoutes(chrome, server.origin, audited, formFactor)) {
        runs.set(audit.path, [...(runs.get(audit.path) ?? []), audit]);
        benchmarkIndexes.push(audit.benchmarkIndex);
      }
    }
    results.set(formFactor, new Map([...runs].map(([path, audits]) => [path, medianAudit(audits)])));
  }
} finally {
  chrome.kill();
  await server.stop();
  twinBuild.remove();
}

const auditsOf = (formFactor: FormFactor, routes: readonly { path: string }[]): PageAudit[] =>
  routes.flatMap((route) => results.get(formFactor)?.get(route.path) ?? []);

/** The audits of both pages of each pair of paths, in one form factor, where both were measured. */
const auditedPairs = (formFactor: FormFactor, pairs: readonly (readonly [string, string])[]) =>
  pairs.flatMap(([first, second]) => {
    const audits = results.get(formFactor);
    const [firstAudit, secondAudit] = [audits?.get(first), audits?.get(second)];
    return firstAudit && secondAudit ? [[firstAudit, secondAudit] as const] : [];
  });

const pairsOf = (formFactor: FormFactor): TwinPair[] =>
  auditedPairs(
    formFactor,
    options.twins.map((path) => [path, twinPath(path)] as const),
  ).map(([page, twin]) => ({ page, twin }));

const comparisonsOf = (formFactor: FormFactor): AstrowindComparison[] =>
  auditedPairs(
    formFactor,
    counterparts.map((pair) => [pair.page, pair.astrowind] as const),
  ).map(([page, astrowind]) => ({ page, astrowind }));

const sectionOf = (formFactor: FormFactor): string => {
  const preset =
    formFactor === "mobile"
      ? "Lighthouse's default configuration: Moto G Power screen, simulated slow 4G and 4× CPU slowdown"
      : "Lighthouse's desktop preset (`lighthouse/core/config/desktop-config.js`): 1350×940 screen, simulated cable";
  const audits = auditsOf(formFactor, options.routes);
  const lost = pointsLost(audits);
  const lostList = lost.length > 0 ? lost.map((line) => `- ${line}`).join("\n") : "None.";
  const pairs = pairsOf(formFactor);
  const twins =
    pairs.length > 0
      ? `\n\nAgainst the no-JS twins (the same page with every script and module preload removed; target: ratios ≤ ${RATIO_TARGET}):\n\n${twinTable(pairs)}`
      : "";
  const comparisons = comparisonsOf(formFactor);
  const astrowind =
    comparisons.length > 0
      ? `\n\nAgainst AstroWind (targets: LCP ratio ≤ ${LCP_RATIO_TARGET}, byte ratio ≤ ${BYTE_RATIO_TARGET}):\n\n${astrowindTable(comparisons)}`
      : "";
  return `### ${formFactor === "mobile" ? "Mobile" : "Desktop"}\n\n${preset}.\n\n${auditTable(audits)}${twins}${astrowind}\n\nAudits costing Accessibility, Best Practices or SEO points:\n\n${lostList}`;
};

/** A command-line argument as typed: quoted when it holds a space. */
const shellWord = (argument: string) =>
  !argument.includes(" ") ? argument : /^--[\w-]+=/.test(argument) ? argument.replace(/=(.*)$/, '="$1"') : `"${argument}"`;

const notes = [
  `Lighthouse 13 run by \`npm run bench:lighthouse${process.argv.length > 2 ? ` -- ${process.argv.slice(2).map(shellWord).join(" ")}` : ""}\` against \`build/client\` served by the production server (\`server/main.ts\`) on 127.0.0.1, one Chromium for all runs; ${options.runs === 1 ? "one run per route" : `${options.runs} runs per route, medians shown`}${options.complete ? "" : " (a partial measurement)"}.`,
  "FCP, LCP and TBT are Lighthouse's simulated (Lantern) figures; transfer is `total-byte-weight` (bodies and headers).",
  `No-JS twins: a copy of the build where \`<route>-nojs\` holds the route's prerendered page as it is without JavaScript (every \`<script>\` but structured data and every module preload removed, the web fonts in place), precompressed like the rest, served by the same server in the same run (\`bench/lighthouse/no-js-twins.ts\`).`,
  ...(counterparts.length > 0
    ? [
        `AstroWind: the Astro template vendored in \`bench/astrowind/\` (its commit in its README), every remote image replaced by one local placeholder, built with its own locked dependencies and served under \`${astrowindBase()}\` by the same server, precompressed the same way, in the same run (\`bench/lighthouse/astrowind-build.ts\`); each pair is measured seconds apart.`,
      ]
    : []),
  `\`${notFoundPath}\` is the not-found page, answered with status 404 on purpose: its SEO score is lowered by \`http-status-code\`, \`is-crawlable\` (noindex) and \`canonical\`, and its Best Practices score by Chromium's console line for the 404, all expected there; the test gate (\`tests/lighthouse/gate.ts\`) therefore does not gate SEO on it and excuses only that console line.`,
  "Performance varies by a few points between runs on a shared machine; the gate in `npm test` fails on Accessibility, Best Practices and SEO only.",
];
const body = [
  describeMachine([browser, describeBenchmarkIndex(benchmarkIndexes)]),
  notes.map((note) => `- ${note}`).join("\n"),
  ...options.formFactors.map(sectionOf),
].join("\n\n");

for (const formFactor of options.formFactors) console.log(`\n${sectionOf(formFactor)}`);
console.log();
if (options.section) writePerformanceSection(options.section, body);
