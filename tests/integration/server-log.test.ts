/** The server's log on standard output: every line written, in order, including those logged just before an exit. */
import { spawn } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const loggerModule = join(import.meta.dirname, "..", "..", "server", "logger.ts");

const stdoutOf = (script: string) =>
  new Promise<string[]>((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("error", reject);
    child.once("close", () => resolve(output.split("\n").filter(Boolean)));
  });

describe("the server's log", () => {
  it("writes every line in order, those of a burst and those logged just before process.exit", async () => {
    const lines = await stdoutOf(`
      const { createLogger } = await import(${JSON.stringify(loggerModule)});
      const logger = createLogger("info");
      for (let i = 0; i < 200; i++) logger.info({ i }, "burst");
      await new Promise((resolve) => setTimeout(resolve, 50));
      logger.info({ i: 200 }, "stopped");
      process.exit(0);
    `);
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries.map((entry) => entry.i)).toEqual(Array.from({ length: 201 }, (_, i) => i));
    expect(entries.at(-1)).toMatchObject({ msg: "stopped", service: "northstar-site", level: 30 });
  });
});
