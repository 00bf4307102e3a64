import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "#tests/support/lead-test-database.ts";
import { fixtureBuild, type ServerProcess, STARTING_MS, startServer } from "#tests/support/server-process.ts";

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

  /** The server's resident memory a few seconds after it answers, run as npm start runs it. */
  const idleResidentMb = async (dataDirectory: string) => {
    server = await startServer(
      { BUILD_DIR: fixtureBuild(), LOG_LEVEL: "warn", DATA_DIR: dataDirectory },
      { nodeFlags: ["--liftoff-only"] },
    );
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
    server.child.kill("SIGKILL");
    await server.exited;
    return Number(status.match(/^VmRSS:\s+(\d+) kB/m)?.[1]) / 1024;
  };

  // Creating the database, then starting the server on it: two starts' time.
  it.runIf(hasProc)(
    "idles under 360 MB on an existing database, run as npm start runs it",
    { timeout: 2 * STARTING_MS },
    async () => {
      const database = await openTestDatabase("pglite");
      await database.close();
      // PGlite alone is about 300 MB here; the server used to add about 100 MB of drizzle-orm's loading waste.
      expect(await idleResidentMb(database.dataDirectory!)).toBeLessThan(360);
    },
  );

  it.runIf(hasProc)(
    "idles under 360 MB after creating its database on a first start too",
    { timeout: STARTING_MS + 30_000 },
    async () => {
      // Creating the database in the server's own process used to leave about 100 to 150 MB behind (450 MB idle here).
      expect(await idleResidentMb(mkdtempSync(join(tmpdir(), "data-")))).toBeLessThan(360);
    },
  );
});
