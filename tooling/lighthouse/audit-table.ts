/** The Lighthouse results as one table: route, the four scores, FCP, LCP, TBT, CLS and transfer size. */
import { markdownTable } from "#tooling/markdown-table.ts";
import type { PageAudit } from "./page-audit.ts";
import { clsCell, kilobytesCell, millisecondsCell, scoreCell, secondsCell } from "./table-cells.ts";

export const auditTable = (audits: readonly PageAudit[]): string =>
  markdownTable(
    [
      { header: "Route" },
      { header: "Performance", alignRight: true },
      { header: "Accessibility", alignRight: true },
      { header: "Best Practices", alignRight: true },
      { header: "SEO", alignRight: true },
      { header: "FCP", alignRight: true },
      { header: "LCP", alignRight: true },
      { header: "TBT", alignRight: true },
      { header: "CLS", alignRight: true },
      { header: "Transfer", alignRight: true },
    ],
    audits.map((audit) => [
      audit.path,
      ...[audit.scores.performance, audit.scores.accessibility, audit.scores["best-practices"], audit.scores.seo].map(scoreCell),
      secondsCell(audit.fcpMs),
      secondsCell(audit.lcpMs),
      millisecondsCell(audit.tbtMs),
      clsCell(audit.cls),
      kilobytesCell(audit.transferBytes),
    ]),
  );

/** The audits that cost Accessibility, Best Practices or SEO points, one line per page and audit. */
export const pointsLost = (audits: readonly PageAudit[]): string[] =>
  audits.flatMap((audit) => [
    ...(audit.runtimeError ? [`${audit.path}: Lighthouse could not audit the page (${audit.runtimeError})`] : []),
    ...audit.failingAudits
      .filter((failing) => failing.category !== "performance")
      .map((failing) => `${audit.path}: ${failing.category} – \`${failing.id}\` ${failing.title}`),
  ]);
