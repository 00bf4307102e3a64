/** Resident memory of a process from /proc: now, and the highest since it started or since the peak was reset. */
import { readFileSync, writeFileSync } from "node:fs";
import { childrenOf } from "#bench/serve/process-cpu.ts";

const statusField = (pid: number, field: string): number => {
  const match = readFileSync(`/proc/${pid}/status`, "utf8").match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"));
  return match ? Number(match[1]) / 1024 : Number.NaN;
};

/** Resident set size in MB. */
export const residentMb = (pid: number): number => statusField(pid, "VmRSS");

/** The highest resident set size in MB since the process started or since `resetPeak`. */
export const peakResidentMb = (pid: number): number => statusField(pid, "VmHWM");

/** Starts counting the peak afresh (Linux's clear_refs "5"). */
export const resetPeak = (pid: number): void => writeFileSync(`/proc/${pid}/clear_refs`, "5");

/** Resident set size in MB of a process and its children together; a process gone, or a zombie, counts nothing. */
const treeResidentMb = (pid: number): number => {
  try {
    return (residentMb(pid) || 0) + childrenOf(pid).reduce((sum, child) => sum + treeResidentMb(child), 0);
  } catch {
    return 0;
  }
};

/**
 * Samples the resident memory of a process and its children every 20 ms, for a peak that counts a child gone since
 * (its own peak leaves with it). Returns a function that stops sampling and answers the highest sum seen.
 */
export const watchTreePeak = (pid: number): (() => number) => {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, treeResidentMb(pid));
  };
  const timer = setInterval(sample, 20);
  return () => {
    clearInterval(timer);
    sample();
    return peak;
  };
};
