/**
 * CPU time a server process and its children (nginx's workers) have used, from /proc. Divided by the requests of a
 * round it gives the CPU cost per request, a steadier figure than requests per second on a busy shared machine.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const clockTicksPerSecond = (): number => Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;
const TICKS = clockTicksPerSecond();

const read = (path: string): string | undefined => {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
};

const ownCpuMs = (pid: number): number => {
  // Fields after the command name: state is 3rd, utime 14th, stime 15th of the whole line.
  const fields = read(`/proc/${pid}/stat`)?.split(") ")[1]?.split(" ") ?? [];
  return ((Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 1000) / TICKS;
};

/** The pids of a process's children. */
export const childrenOf = (pid: number): number[] =>
  (read(`/proc/${pid}/task/${pid}/children`) ?? "").split(" ").filter(Boolean).map(Number);

/** Milliseconds of CPU used by `pid` and its descendants (three levels at most: master, workers, helpers). */
export const processTreeCpuMs = (pid: number, depth = 0): number =>
  ownCpuMs(pid) + (depth < 3 ? childrenOf(pid).reduce((sum, child) => sum + processTreeCpuMs(child, depth + 1), 0) : 0);
