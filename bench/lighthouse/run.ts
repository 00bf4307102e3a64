/**
 * `npm run bench:lighthouse`: Lighthouse on every route of the production build, mobile (Lighthouse's default
 * configuration) and desktop (its desktop preset), served by the production server. Prints both tables and writes
 * them to the "## Lighthouse" section of docs/performance.md.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { defaultBuildDirectory, startProductionServer } from "#bench/serve/production-server.ts";
import { auditRoutes } from "./audit-routes.ts";
import { auditTable, pointsLost } from "./audit-table.ts";
import { chromiumVersion, launchChromiumForLighthouse } from "./chromium.ts";
import { describeMachine } from "./machine.ts";
import type { FormFactor, PageAudit } from "./page-audit.ts";
import { writePerformanceSection } from "./performance-doc.ts";
import { everyRoute, notFoundPath } from "./route-list.ts";

if (!existsSync(join(defaultBuildDirectory, "404.html"))) {
  console.error(`No build in ${defaultBuildDirectory}: run \`npm run build\` first.`);
  process.exit(1);
}

const formFactors: FormFactor[] = ["mobile", "desktop"];
const routes = everyRoute();
console.log(`Lighthouse on ${routes.length} routes × ${formFactors.length} form factors (about 10 s each)`);

const server = await startProductionServer();
const chrome = await launchChromiumForLighthouse();
const results = new Map<FormFactor, PageAudit[]>();
let browser: string;
try {
  browser = await chromiumVersion(chrome);
  for (const formFactor of formFactors) results.set(formFactor, await auditRoutes(chrome, server.origin, routes, formFactor));
} finally {
  chrome.kill();
  await server.stop();
}

const sectionOf = (formFactor: FormFactor): string => {
  const preset =
    formFactor === "mobile"
      ? "Lighthouse's default configuration: Moto G Power screen, simulated slow 4G and 4× CPU slowdown"
      : "Lighthouse's desktop preset (`lighthouse/core/config/desktop-config.js`): 1350×940 screen, simulated cable";
  const audits = results.get(formFactor) ?? [];
  const lost = pointsLost(audits);
  const lostList = lost.length > 0 ? lost.map((line) => `- ${line}`).join("\n") : "None.";
  return `### ${formFactor === "mobile" ? "Mobile" : "Desktop"}\n\n${preset}.\n\n${auditTable(audits)}\n\nAudits costing Accessibility, Best Practices or SEO points:\n\n${lostList}`;
};

const notes = [
  "Lighthouse 13 run by `npm run bench:lighthouse` against `build/client` served by the production server (`server/main.ts`) on 127.0.0.1, one Chromium for all runs.",
  "LCP and TBT are Lighthouse's simulated (Lantern) figures; transfer is `total-byte-weight`.",
  `\`${notFoundPath}\` is the not-found page, answered with status 404 on purpose: its SEO score is lowered by \`http-status-code\`, \`is-crawlable\` (noindex) and \`canonical\`, and its Best Practices score by Chromium's console line for the 404, all expected there; the test gate (\`scripts/lighthouse-gate.ts\`) therefore does not gate SEO on it and excuses only that console line.`,
  "Performance varies by a few points between runs on a shared machine; the gate in `npm test` fails on Accessibility, Best Practices and SEO only.",
];
const body = [describeMachine([browser]), notes.map((note) => `- ${note}`).join("\n"), ...formFactors.map(sectionOf)].join(
  "\n\n",
);

for (const formFactor of formFactors) console.log(`\n${sectionOf(formFactor)}`);
console.log();
writePerformanceSection("Lighthouse", body);
