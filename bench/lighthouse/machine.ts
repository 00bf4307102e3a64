/** The machine a benchmark ran on, in one line for docs/performance.md: cores, CPU model, memory, date. */
import { readFileSync } from "node:fs";
import { availableParallelism, totalmem } from "node:os";

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
