import { execFile } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "#tests/support/lead-test-database.ts";
import { fixtureBuild, type ServerProcess, startServer } from "#tests/support/server-process.ts";

const hasProc = existsSync("/proc/self/status");
const MB = 1024 * 1024;

/** Runs a module in a fresh Node process and parses the JSON it prints. */
const runFresh = (source: string) =>
  new Promise<{ heapTotal: number }>((resolve, reject) => {
    execFile(process.execPath, ["--input-type=module", "-e", source], (error, stdout) =>
      error ? reject(error) : resolve(JSON.parse(stdout)),
    );
  });

describe("the server's memory on the embedded database", () => {
  let server: ServerProcess | undefined;
  afterAll(() => server?.child.kill("SIGKILL"));

  it("loads lead capture and drizzle-orm without filling the heap", async () => {
    const { heapTotal } = await runFresh(`
      const { resolveDrizzleModulesDirectly } = await import("#server/db/drizzle-module-resolution.ts");
      resolveDrizzleModulesDirectly();
      await import("#server/lead-capture.ts");
      console.log(JSON.stringify(process.memoryUsage()));
    `);
    // Resolved by Node alone, drizzle-orm's modules grow the heap to about 160 MB, which it keeps.
    expect(heapTotal / MB).toBeLessThan(100);
  });

  it.runIf(hasProc)("idles under 360 MB on an existing database, run as npm start runs it", { timeout: 90_000 }, async () => {
    const database = await openTestDatabase("pglite");
    await database.close();
    server = await startServer(
      { BUILD_DIR: fixtureBuild(), LOG_LEVEL: "warn", DATA_DIR: database.dataDirectory! },
      {
        nodeFlags: ["--liftoff-only"],
      },
    );
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
    const residentMb = Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1]) / 1024;
    // PGlite alone is about 300 MB here; the server used to add about 100 MB of drizzle-orm's loading waste.
    expect(residentMb).toBeLessThan(360);
  });
});
