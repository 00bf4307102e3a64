/**
 * Lighthouse gate of `npm test`: audits a representative set of pages of the built site, served by the production
 * server, with Lighthouse's default mobile configuration. Accessibility, Best Practices and SEO must each be 100;
 * Performance is printed but not gated, because timings on a shared 2-core machine are too noisy to fail a build on.
 *
 * The not-found page is gated on Accessibility and Best Practices only: it answers 404 on purpose, and Lighthouse's
 * SEO category fails any page with an unsuccessful status code ("http-status-code"), so its SEO score can never be
 * 100 for a page that is correct. Its 404 status and noindex are checked by the end-to-end tests instead.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { auditRoutes } from "../bench/lighthouse/audit-routes.ts";
import { auditTable } from "../bench/lighthouse/audit-table.ts";
import { launchChromiumForLighthouse } from "../bench/lighthouse/chromium.ts";
import type { CategoryId, PageAudit } from "../bench/lighthouse/page-audit.ts";
import { type AuditedRoute, representativeRoutes } from "../bench/lighthouse/route-list.ts";
import { defaultBuildDirectory, startProductionServer } from "../bench/serve/production-server.ts";

const REQUIRED_SCORE = 100;

const gatedCategories = (route: AuditedRoute): CategoryId[] =>
  route.notFound ? ["accessibility", "best-practices"] : ["accessibility", "best-practices", "seo"];

/** Why a page fails the gate, one line per category below 100 with the audits that cost the points. */
const failuresOf = (audit: PageAudit, route: AuditedRoute): string[] => {
  if (audit.runtimeError) return [`${audit.path}: Lighthouse could not audit the page (${audit.runtimeError})`];
  return gatedCategories(route).flatMap((category) => {
    const score = audit.scores[category];
    if (score === REQUIRED_SCORE) return [];
    const audits = audit.failingAudits
      .filter((failing) => failing.category === category)
      .map((failing) => `      - ${failing.id}: ${failing.title}`);
    return [`${audit.path}: ${category} ${score ?? "not scored"} (needs ${REQUIRED_SCORE})`, ...audits];
  });
};

if (!existsSync(join(defaultBuildDirectory, "404.html"))) {
  console.error(`No build in ${defaultBuildDirectory}: run \`npm run build\` first.`);
  process.exit(1);
}

const routes = representativeRoutes();
console.log(`Lighthouse (mobile) on ${routes.length} pages of the production build`);
const server = await startProductionServer();
const chrome = await launchChromiumForLighthouse();
let audits: PageAudit[];
try {
  audits = await auditRoutes(chrome, server.origin, routes, "mobile");
} finally {
  chrome.kill();
  await server.stop();
}

console.log(`\n${auditTable(audits)}\n`);
const failures = audits.flatMap((audit, index) => failuresOf(audit, routes[index]!));
if (failures.length > 0) {
  console.error(`Lighthouse gate failed:\n${failures.map((line) => (line.startsWith(" ") ? line : `  ${line}`)).join("\n")}`);
  process.exit(1);
}
console.log(
  `Accessibility, Best Practices and SEO are ${REQUIRED_SCORE} on every page (SEO not gated on ${routes.filter((r) => r.notFound).map((r) => r.path)}: it answers 404 on purpose). Performance is informative only.`,
);
