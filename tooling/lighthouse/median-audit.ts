/** One audit per route from several runs: the median of each score and figure, so one noisy run moves nothing. */
import { type CategoryId, categoryIds, type PageAudit } from "./page-audit.ts";

export const median = (values: readonly (number | undefined)[]): number | undefined => {
  const known = values.filter((value): value is number => value !== undefined).sort((a, b) => a - b);
  if (known.length === 0) return undefined;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1 ? known[middle] : ((known[middle - 1] ?? 0) + (known[middle] ?? 0)) / 2;
};

/** The median audit of runs of one route; failing audits, console errors and warnings are those of every run. */
export const medianAudit = (runs: readonly PageAudit[]): PageAudit => {
  const [first] = runs;
  if (!first) throw new Error("No runs to take the median of");
  const of = (pick: (audit: PageAudit) => number | undefined) => median(runs.map(pick));
  const failing = new Map(runs.flatMap((run) => run.failingAudits).map((audit) => [`${audit.category} ${audit.id}`, audit]));
  return {
    ...first,
    scores: Object.fromEntries(categoryIds.map((id) => [id, of((audit) => audit.scores[id])])) as Record<
      CategoryId,
      number | undefined
    >,
    fcpMs: of((audit) => audit.fcpMs),
    lcpMs: of((audit) => audit.lcpMs),
    tbtMs: of((audit) => audit.tbtMs),
    cls: of((audit) => audit.cls),
    transferBytes: of((audit) => audit.transferBytes),
    benchmarkIndex: of((audit) => audit.benchmarkIndex),
    failingAudits: [...failing.values()],
    consoleErrors: runs.flatMap((run) => run.consoleErrors),
    runtimeError: runs.map((run) => run.runtimeError).find(Boolean),
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
  };
};
