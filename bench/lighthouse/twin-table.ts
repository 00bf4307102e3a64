/**
 * Each route beside its no-JS twin: first and largest paint, their ratios (target ≤ 1.05), blocking time, Performance
 * and bytes. The twin's blocking time is the floor for the page's: it is the rendering and the document's start-up
 * that no script of ours can remove.
 */

import type { PageAudit } from "#tooling/lighthouse/page-audit.ts";
import { kilobytesCell, millisecondsCell, ratioCell, ratioOf, scoreCell, secondsCell } from "#tooling/lighthouse/table-cells.ts";
import { markdownTable } from "#tooling/markdown-table.ts";

export const RATIO_TARGET = 1.05;

export type TwinPair = { page: PageAudit; twin: PageAudit };

export const twinTable = (pairs: readonly TwinPair[]): string =>
  markdownTable(
    [
      { header: "Route" },
      { header: "FCP", alignRight: true },
      { header: "No-JS FCP", alignRight: true },
      { header: "FCP ratio", alignRight: true },
      { header: "LCP", alignRight: true },
      { header: "No-JS LCP", alignRight: true },
      { header: "LCP ratio", alignRight: true },
      { header: "TBT", alignRight: true },
      { header: "No-JS TBT", alignRight: true },
      { header: "Performance", alignRight: true },
      { header: "No-JS Performance", alignRight: true },
      { header: "Transfer", alignRight: true },
    ],
    pairs.map(({ page, twin }) => [
      page.path,
      secondsCell(page.fcpMs),
      secondsCell(twin.fcpMs),
      ratioCell(ratioOf(page.fcpMs, twin.fcpMs), RATIO_TARGET),
      secondsCell(page.lcpMs),
      secondsCell(twin.lcpMs),
      ratioCell(ratioOf(page.lcpMs, twin.lcpMs), RATIO_TARGET),
      millisecondsCell(page.tbtMs),
      millisecondsCell(twin.tbtMs),
      scoreCell(page.scores.performance),
      scoreCell(twin.scores.performance),
      kilobytesCell(page.transferBytes),
    ]),
  );
