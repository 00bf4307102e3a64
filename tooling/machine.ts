/** The machine a benchmark ran on, in one line for docs/performance.md: cores, CPU model, memory, date. */
import { readFileSync } from "node:fs";
import { availableParallelism, totalmem } from "node:os";
import { median } from "#tooling/lighthouse/median-audit.ts";

const cpuModel = (): string => {
  try {
    const line = readFileSync("/proc/cpuinfo", "utf8")
      .split("\n")
      .find((entry) => entry.startsWith("model name"));
    return line?.split(":")[1]?.trim() ?? "unknown CPU";
  } catch {
    return "unknown CPU";
  }
};

export const describeMachine = (extra: readonly string[] = []): string =>
  [
    `Measured ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC`,
    `${availableParallelism()} CPUs (nproc)`,
    cpuModel(),
    `${(totalmem() / 1024 ** 3).toFixed(0)} GB memory`,
    `Node ${process.versions.node}`,
    ...extra,
  ].join(" · ");

/**
 * "Lighthouse benchmark index 1,650 (1,480–1,720)": the median and range of Lighthouse's measure of the CPU over a
 * series of runs. Lighthouse's simulation multiplies the work it observed, so blocking time and Performance from a
 * slower or busier day are only comparable with this beside them.
 */
export const describeBenchmarkIndex = (indexes: readonly (number | undefined)[]): string => {
  const known = indexes.filter((index): index is number => index !== undefined);
  if (known.length === 0) return "Lighthouse benchmark index unknown";
  const whole = (index: number) => Math.round(index).toLocaleString("en-US");
  return `Lighthouse benchmark index ${whole(median(known) ?? 0)} (${whole(Math.min(...known))}–${whole(Math.max(...known))})`;
};
