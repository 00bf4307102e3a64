/**
 * Runs the stages of `npm test` as a dependency graph: a stage starts as soon as the stages it needs have passed and
 * a slot is free. Each stage's output is kept and printed whole when it ends, so parallel stages never interleave;
 * meanwhile it is written as it comes to a log file of its own, and a line every minute says what is still running
 * and where to follow it. The first failure stops everything still running.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import { join, relative } from "node:path";

export type Stage = {
  name: string;
  command: string;
  args: readonly string[];
  env?: Readonly<Record<string, string>>;
  /** Names of the stages that must pass before this one starts. */
  needs?: readonly string[];
  /** How many slots the stage takes: a stage that keeps every core busy takes them all and runs alone. */
  slots?: number;
};

export type StageResult = {
  name: string;
  status: "passed" | "failed" | "stopped" | "not run";
  startedAtSeconds?: number;
  seconds?: number;
};

const HEARTBEAT_MS = 60_000;

/** Rounded to the second first, so 419.6 s reads 7m 00s, not 6m 60s. */
export const formatSeconds = (seconds: number) => {
  const whole = Math.round(seconds);
  return whole < 60 ? `${whole}s` : `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, "0")}s`;
};

export const stageTable = (results: readonly StageResult[], totalSeconds: number): string => {
  const rows = results.map((result) => [
    result.name,
    result.startedAtSeconds === undefined ? "" : formatSeconds(result.startedAtSeconds),
    result.seconds === undefined ? "" : formatSeconds(result.seconds),
    result.status,
  ]);
  rows.push(["Total (wall clock)", "", formatSeconds(totalSeconds), ""]);
  const header = ["Stage", "Started at", "Took", "Result"];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((width) => "-".repeat(width))), ...rows.map(line)].join("\n");
};

/** Checks the graph before anything runs: every stage it needs exists and comes earlier in the list. */
const assertOrdered = (stages: readonly Stage[]) => {
  const seen = new Set<string>();
  for (const stage of stages) {
    for (const need of stage.needs ?? [])
      if (!seen.has(need)) throw new Error(`Stage "${stage.name}" needs "${need}", which is not listed before it`);
    seen.add(stage.name);
  }
};

const STOP_GRACE_MS = 30_000;

/**
 * Stops a stage and everything in its process group as Ctrl+C would: Playwright then stops the web servers it started
 * in groups of their own, which a SIGTERM would leave running on their ports. What is still there after a grace
 * period is killed.
 */
const stop = (child: ChildProcess) => {
  const group = child.pid;
  if (!group) return;
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-group, name);
    } catch {
      // The group has already ended.
    }
  };
  signal("SIGINT");
  const kill = setTimeout(() => signal("SIGKILL"), STOP_GRACE_MS);
  kill.unref();
  child.once("close", () => clearTimeout(kill));
};

const logFileName = (stage: Stage) => `${stage.name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.log`;

export const runStages = (
  stages: readonly Stage[],
  { slots, logDirectory }: { slots: number; logDirectory: string },
): Promise<StageResult[]> => {
  assertOrdered(stages);
  mkdirSync(logDirectory, { recursive: true });
  const started = performance.now();
  const now = () => (performance.now() - started) / 1000;
  const results = new Map<string, StageResult>(stages.map((stage) => [stage.name, { name: stage.name, status: "not run" }]));
  const running = new Map<string, ChildProcess>();
  let usedSlots = 0;
  let failed = false;

  return new Promise((resolveAll) => {
    const heartbeat = setInterval(() => {
      if (running.size === 0) return;
      const names = [...running.keys()];
      const logs = stages
        .filter((stage) => running.has(stage.name))
        .map((stage) => join(relative(process.cwd(), logDirectory), logFileName(stage)));
      console.log(`… ${formatSeconds(now())}: still running ${names.join(", ")} (follow: tail -f ${logs.join(" ")})`);
    }, HEARTBEAT_MS);

    const finishIfDone = () => {
      if (running.size > 0) return;
      const pending = stages.some((stage) => results.get(stage.name)?.status === "not run");
      if (pending && !failed) return;
      clearInterval(heartbeat);
      resolveAll(stages.map((stage) => results.get(stage.name) as StageResult));
    };

    const ready = (stage: Stage) =>
      results.get(stage.name)?.status === "not run" &&
      !running.has(stage.name) &&
      (stage.needs ?? []).every((need) => results.get(need)?.status === "passed");

    const launch = () => {
      for (const stage of stages) {
        if (failed) break;
        const wanted = Math.min(stage.slots ?? 1, slots);
        if (!ready(stage) || usedSlots + wanted > slots) continue;
        start(stage, wanted);
      }
      finishIfDone();
    };

    const start = (stage: Stage, wanted: number) => {
      usedSlots += wanted;
      const result = results.get(stage.name) as StageResult;
      result.startedAtSeconds = now();
      console.log(`▶ ${stage.name} (at ${formatSeconds(result.startedAtSeconds)})`);
      // Its own process group, so a failure elsewhere can stop the stage with everything it started.
      const child = spawn(stage.command, stage.args, {
        env: { ...process.env, ...stage.env },
        stdio: ["ignore", "pipe", "pipe"],
        detached: true,
      });
      running.set(stage.name, child);
      const output: Buffer[] = [];
      const log = createWriteStream(join(logDirectory, logFileName(stage)));
      const keep = (chunk: Buffer) => {
        output.push(chunk);
        log.write(chunk);
      };
      child.stdout?.on("data", keep);
      child.stderr?.on("data", keep);
      child.once("error", (error) => output.push(Buffer.from(`Could not start ${stage.command}: ${error.message}\n`)));
      // The stage counts as ended once its log file holds everything it printed.
      child.once("close", (code, signal) => log.end(() => ended(code, signal)));
      const ended = (code: number | null, signal: NodeJS.Signals | null) => {
        running.delete(stage.name);
        usedSlots -= wanted;
        result.seconds = now() - (result.startedAtSeconds ?? 0);
        // Stopped by Ctrl+C's signal, or exiting with its code.
        const stoppedByUs = failed && (signal !== null || code === 130);
        result.status = code === 0 ? "passed" : stoppedByUs ? "stopped" : "failed";
        const mark = result.status === "passed" ? "✔" : "✖";
        console.log(`\n${mark} ${stage.name}: ${result.status} in ${formatSeconds(result.seconds)}\n`);
        if (result.status !== "stopped") process.stdout.write(Buffer.concat(output));
        if (result.status === "failed" && !failed) {
          failed = true;
          for (const [name, other] of running) {
            console.log(`Stopping ${name}`);
            stop(other);
          }
        }
        launch();
      };
    };

    launch();
  });
};
