import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";
import { formatSeconds, runStages, type Stage, stageTable } from "#scripts/stage-runner.ts";

/** A stage that prints its name, waits, and exits with `code`. */
const nodeStage = (name: string, { ms = 0, code = 0, needs }: { ms?: number; code?: number; needs?: string[] } = {}): Stage => ({
  name,
  command: process.execPath,
  args: ["-e", `console.log("${name} ran"); setTimeout(() => process.exit(${code}), ${ms})`],
  needs,
});

const run = async (stages: Stage[], slots = 2) => {
  const logDirectory = mkdtempSync(join(tmpdir(), "stage-runner-"));
  const printed: string[] = [];
  const log = vi.spyOn(console, "log").mockImplementation((line: string) => void printed.push(String(line)));
  const write = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => printed.push(String(chunk)) > 0);
  try {
    return { results: await runStages(stages, { slots, logDirectory }), printed: printed.join("\n"), logDirectory };
  } finally {
    log.mockRestore();
    write.mockRestore();
  }
};

describe("npm test's stage runner", () => {
  it("starts a stage only after the stages it needs have passed", async () => {
    const { results } = await run([nodeStage("build", { ms: 300 }), nodeStage("check", { needs: ["build"] })]);
    const [build, check] = results;
    expect(results.map((result) => result.status)).toEqual(["passed", "passed"]);
    expect(check?.startedAtSeconds).toBeGreaterThanOrEqual((build?.startedAtSeconds ?? 0) + (build?.seconds ?? 0) - 0.01);
  });

  it("runs independent stages side by side, up to the free slots", async () => {
    const { results } = await run([nodeStage("a", { ms: 800 }), nodeStage("b", { ms: 800 })]);
    const [a, b] = results;
    expect(Math.abs((a?.startedAtSeconds ?? 0) - (b?.startedAtSeconds ?? 9))).toBeLessThan(0.5);
  });

  it("stops what is running after a failure, skips what is left, and prints the failed stage's output", async () => {
    const { results, printed } = await run([
      nodeStage("slow", { ms: 20_000 }),
      nodeStage("broken", { code: 3 }),
      nodeStage("after", { needs: ["broken"] }),
    ]);
    expect(results.map((result) => [result.name, result.status])).toEqual([
      ["slow", "stopped"],
      ["broken", "failed"],
      ["after", "not run"],
    ]);
    expect(printed).toContain("broken ran");
    expect(results[0]?.seconds).toBeLessThan(10);
  });

  it("stops a stage as Ctrl+C would, so that it stops what it started in a process group of its own (Playwright's web servers)", async () => {
    const directory = mkdtempSync(join(tmpdir(), "stage-runner-"));
    const pidFile = join(directory, "server.pid");
    // The stage starts a "server" in its own group, as Playwright starts its web servers, and stops it on SIGINT.
    const owner: Stage = {
      name: "owner",
      command: process.execPath,
      args: [
        "-e",
        `const { spawn } = require("node:child_process");
         const server = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { detached: true, stdio: "ignore" });
         require("node:fs").writeFileSync(${JSON.stringify(pidFile)}, String(server.pid));
         process.on("SIGINT", () => { process.kill(-server.pid, "SIGTERM"); process.exit(130); });
         setInterval(() => {}, 1000);`,
      ],
    };
    const { results } = await run([owner, nodeStage("broken", { ms: 500, code: 1 })]);
    expect(results.map((result) => result.status)).toEqual(["stopped", "failed"]);
    const server = Number(readFileSync(pidFile, "utf8"));
    const alive = () => {
      try {
        process.kill(server, 0);
        return true;
      } catch {
        return false;
      }
    };
    await vi.waitFor(() => expect(alive()).toBe(false), { timeout: 5_000 });
  });

  it("writes each stage's output to its own log file as it runs", async () => {
    const { logDirectory } = await run([nodeStage("Unit and integration tests")]);
    expect(readFileSync(join(logDirectory, "unit-and-integration-tests.log"), "utf8")).toBe("Unit and integration tests ran\n");
  });

  it("refuses a stage that needs one not listed before it", async () => {
    await expect(run([nodeStage("check", { needs: ["build"] }), nodeStage("build")])).rejects.toThrow(/needs "build"/);
  });

  it("tabulates when each stage started and how long it took", () => {
    const table = stageTable(
      [
        { name: "Type check", status: "passed", startedAtSeconds: 0, seconds: 12.4 },
        { name: "End-to-end tests", status: "failed", startedAtSeconds: 95, seconds: 301 },
        { name: "Lighthouse", status: "not run" },
      ],
      396,
    );
    expect(table.split("\n")).toEqual([
      "Stage               Started at  Took    Result",
      "------------------  ----------  ------  -------",
      "Type check          0s          12s     passed",
      "End-to-end tests    1m 35s      5m 01s  failed",
      "Lighthouse                              not run",
      "Total (wall clock)              6m 36s",
    ]);
  });
});

describe("a stage's duration", () => {
  it("reads in whole seconds, carried into the minute", () => {
    expect(formatSeconds(59.6)).toBe("1m 00s");
    expect(formatSeconds(419.6)).toBe("7m 00s");
    expect(formatSeconds(425.2)).toBe("7m 05s");
    expect(formatSeconds(9.4)).toBe("9s");
  });
});
