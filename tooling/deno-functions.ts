/**
 * The Supabase project's three functions served by Deno (the `deno` dev dependency) on a free local port, under
 * /functions/v1/<name>. Deno runs with the functions' own configuration (supabase/functions/deno.json) and ignores
 * the project's package.json, whose optional binaries it would otherwise try to install. For the tests and the
 * lead-capture benchmark.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { resolve } from "node:path";

const functionsFolder = resolve(import.meta.dirname, "../supabase/functions");
const deno = resolve(import.meta.dirname, "../node_modules/.bin/deno");

export type DenoFunctions = { url: string; output: () => string; stop: () => Promise<void> };

export const startDenoFunctions = (secrets: Record<string, string>): Promise<DenoFunctions> =>
  new Promise((resolvePromise, reject) => {
    const child: ChildProcess = spawn(
      deno,
      ["run", "--allow-net", "--allow-env", "--allow-read", "--allow-sys", "--config", "deno.json", "_local/serve.ts"],
      {
        cwd: functionsFolder,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DENO_NO_PACKAGE_JSON: "1",
          NO_COLOR: "1",
          // Deno fetches the functions' npm: packages on first run; it trusts the machine's certificates, as npm does.
          DENO_TLS_CA_STORE: process.env.DENO_TLS_CA_STORE ?? "system",
          ...(process.env.DENO_CERT ? { DENO_CERT: process.env.DENO_CERT } : {}),
          ...secrets,
        },
        stdio: ["ignore", "pipe", "pipe"],
        // A group of its own, stopped whole: on a fresh install `deno` is npm's Node launcher, which runs the Deno
        // binary as its child, and a signal to the launcher alone left that child serving after the tests.
        detached: true,
      },
    );
    let output = "";
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.pid === undefined) return done();
        child.once("exit", () => done());
        process.kill(-child.pid, "SIGTERM");
      });
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on (\d+)/.exec(output)?.[1];
      if (port) resolvePromise({ url: `http://127.0.0.1:${port}/functions/v1`, output: () => output, stop });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`Deno exited with ${code} before serving:\n${output}`)));
  });
