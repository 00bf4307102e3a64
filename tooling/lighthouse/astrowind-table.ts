/**
 * Each of our pages beside its AstroWind counterpart: largest paint and bytes transferred, and their ratios against
 * the targets of issue 27 (ours at most 0.75× AstroWind's LCP and 0.90× its bytes).
 */
import { markdownTable } from "#tooling/markdown-table.ts";
import type { PageAudit } from "./page-audit.ts";
import { kilobytesCell, ratioCell, ratioOf, secondsCell } from "./table-cells.ts";

export const LCP_RATIO_TARGET = 0.75;
export const BYTE_RATIO_TARGET = 0.9;

export type AstrowindComparison = { page: PageAudit; astrowind: PageAudit };

export const astrowindTable = (comparisons: readonly AstrowindComparison[]): string =>
  markdownTable(
    [
      { header: "Pair" },
      { header: "LCP", alignRight: true },
      { header: "AstroWind LCP", alignRight: true },
      { header: "LCP ratio", alignRight: true },
      { header: "Transfer", alignRight: true },
      { header: "AstroWind transfer", alignRight: true },
      { header: "Byte ratio", alignRight: true },
    ],
    comparisons.map(({ page, astrowind }) => [
      `${page.path} → ${astrowind.path}`,
      secondsCell(page.lcpMs),
      secondsCell(astrowind.lcpMs),
      ratioCell(ratioOf(page.lcpMs, astrowind.lcpMs), LCP_RATIO_TARGET),
      kilobytesCell(page.transferBytes),
      kilobytesCell(astrowind.transferBytes),
      ratioCell(ratioOf(page.transferBytes, astrowind.transferBytes), BYTE_RATIO_TARGET),
    ]),
  );
