/**
 * Lighthouse gate of `npm test`: audits pages of the built site (below: which), served by the production
 * server, with Lighthouse's default mobile configuration. Accessibility, Best Practices and SEO must each be 100.
 * Performance is not audited here: timings on a shared 2-core machine are too noisy to fail a build on, and auditing
 * it takes most of the gate's time; its figures belong to `npm run bench:lighthouse`.
 *
 * The not-found page answers 404 on purpose, which Lighthouse holds against it twice:
 * - SEO is not gated there: the category fails any page with an unsuccessful status (`http-status-code`), a noindex
 *   page (`is-crawlable`) and a page without a canonical URL (`canonical`), all correct for a not-found page. Its 404
 *   status and noindex are checked by the end-to-end tests instead (tests/e2e/routes.spec.ts).
 * - In Best Practices, `errors-in-console` is excused only when its sole entries are Chromium's own network line for
 *   the document's 404 ("Failed to load resource: … 404"); any other console error still fails the gate.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pagePath } from "#core/page-paths.ts";
import { HEADLESS_SHELL_PATH, launchChromiumForLighthouse } from "#tooling/chromium.ts";
import { auditRoutes } from "#tooling/lighthouse/audit-routes.ts";
import type { CategoryId, FailingAudit, PageAudit } from "#tooling/lighthouse/page-audit.ts";
import { type AuditedRoute, firstBlogPostPath, notFoundPath, representativeRoutes } from "#tooling/lighthouse/route-list.ts";
import { scoreCell } from "#tooling/lighthouse/table-cells.ts";
import { markdownTable } from "#tooling/markdown-table.ts";
import { defaultBuildDirectory, startProductionServer } from "#tooling/production-server.ts";
import { FULL_SWEEP } from "#tooling/site-pages.ts";

const REQUIRED_SCORE = 100;
const AUDITED_CATEGORIES: readonly CategoryId[] = ["accessibility", "best-practices", "seo"];

const gatedCategories = (route: AuditedRoute): CategoryId[] =>
  route.notFound ? ["accessibility", "best-practices"] : ["accessibility", "best-practices", "seo"];

/** Chromium logs a page's own 404 as a console error; on the not-found page that line is the expected outcome. */
const onlyTheDocumentsOwn404 = (audit: PageAudit, origin: string): boolean =>
  audit.consoleErrors.length > 0 &&
  audit.consoleErrors.every(
    (error) => error.source === "network" && error.url === new URL(audit.path, origin).href && / 404 /.test(error.description),
  );

const isExcused = (failing: FailingAudit, audit: PageAudit, route: AuditedRoute, origin: string): boolean =>
  route.notFound && failing.id === "errors-in-console" && onlyTheDocumentsOwn404(audit, origin);

/** Why a page fails the gate: one line per category below 100, with the audits that cost the points. */
const failuresOf = (audit: PageAudit, route: AuditedRoute, origin: string): string[] => {
  if (audit.runtimeError) return [`${audit.path}: Lighthouse could not audit the page (${audit.runtimeError})`];
  return gatedCategories(route).flatMap((category) => {
    const score = audit.scores[category];
    if (score === REQUIRED_SCORE) return [];
    const failing = audit.failingAudits.filter((entry) => entry.category === category);
    const unexcused = failing.filter((entry) => !isExcused(entry, audit, route, origin));
    if (score !== undefined && failing.length > 0 && unexcused.length === 0) return [];
    return [
      `${audit.path}: ${category} ${score ?? "not scored"} (needs ${REQUIRED_SCORE})`,
      ...unexcused.map((entry) => `      - ${entry.id}: ${entry.title}`),
    ];
  });
};

if (!existsSync(join(defaultBuildDirectory, "404.html"))) {
  console.error(`No build in ${defaultBuildDirectory}: run \`npm run build\` first.`);
  process.exit(1);
}

/**
 * In `npm test`, the pages whose kinds the other tests check least: the home page (the most of every element), /pricing
 * (its tables), a post (Markdown) and the not-found page; the other templates' accessibility is axe's, both widths and
 * schemes, and their head the end-to-end tests'. In `npm run test:full`, one page of every kind.
 */
const GATED_IN_NPM_TEST = new Set([pagePath("home"), pagePath("pricing"), firstBlogPostPath(), notFoundPath]);
const routes = representativeRoutes().filter((route) => FULL_SWEEP || GATED_IN_NPM_TEST.has(route.path));
console.log(`Lighthouse (mobile) on ${routes.length} pages of the production build`);
const server = await startProductionServer();
const chrome = await launchChromiumForLighthouse(HEADLESS_SHELL_PATH);
let audits: PageAudit[];
try {
  audits = await auditRoutes(chrome, server.origin, routes, "mobile", AUDITED_CATEGORIES);
} finally {
  chrome.kill();
  await server.stop();
}

const scoreTable = markdownTable(
  [{ header: "Route" }, ...AUDITED_CATEGORIES.map((category) => ({ header: category, alignRight: true }))],
  audits.map((audit) => [audit.path, ...AUDITED_CATEGORIES.map((category) => scoreCell(audit.scores[category]))]),
);
console.log(`\n${scoreTable}\n`);
const failures = routes.flatMap((route, index) => {
  const audit = audits[index];
  return audit ? failuresOf(audit, route, server.origin) : [`${route.path}: not audited`];
});
if (failures.length > 0) {
  console.error(`Lighthouse gate failed:\n${failures.map((line) => (line.startsWith(" ") ? line : `  ${line}`)).join("\n")}`);
  process.exit(1);
}
const notFound = routes.filter((route) => route.notFound).map((route) => route.path);
console.log(
  `Accessibility, Best Practices and SEO are ${REQUIRED_SCORE} on every page. On ${notFound.join(", ")} (status 404 on purpose) SEO is not gated and Chromium's log line for the 404 is excused.`,
);
