/**
 * Each route beside its no-JS twin: first and largest paint, their ratios (target ≤ 1.05), blocking time, Performance
 * and bytes. The twin's blocking time is the floor for the page's: it is the rendering and the document's start-up
 * that no script of ours can remove.
 */
import { markdownTable } from "./markdown-table.ts";
import type { PageAudit } from "./page-audit.ts";

export const RATIO_TARGET = 1.05;

export type TwinPair = { page: PageAudit; twin: PageAudit };

const seconds = (ms: number | undefined) => (ms === undefined ? "–" : `${(ms / 1000).toFixed(2)} s`);

const milliseconds = (ms: number | undefined) => (ms === undefined ? "–" : `${Math.round(ms)} ms`);

export const paintRatio = (page: number | undefined, twin: number | undefined): number | undefined =>
  page === undefined || twin === undefined || twin === 0 ? undefined : page / twin;

const ratioCell = (ratio: number | undefined) =>
  ratio === undefined ? "–" : `${ratio.toFixed(2)}${ratio <= RATIO_TARGET ? "" : " (over)"}`;

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
      seconds(page.fcpMs),
      seconds(twin.fcpMs),
      ratioCell(paintRatio(page.fcpMs, twin.fcpMs)),
      seconds(page.lcpMs),
      seconds(twin.lcpMs),
      ratioCell(paintRatio(page.lcpMs, twin.lcpMs)),
      milliseconds(page.tbtMs),
      milliseconds(twin.tbtMs),
      String(page.scores.performance ?? "–"),
      String(twin.scores.performance ?? "–"),
      page.transferBytes === undefined ? "–" : `${(page.transferBytes / 1024).toFixed(0)} KB`,
    ]),
  );
