/** Resident memory of a process from /proc: now, and the highest since it started or since the peak was reset. */
import { readFileSync, writeFileSync } from "node:fs";

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
