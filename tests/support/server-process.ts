/** The real server (server/main.ts) as a child process on a free loopback port, for tests that need the process itself. */
import { type ChildProcess, execFile, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freeLoopbackPort } from "#tooling/production-server.ts";
import { contactSalesInput } from "#tooling/sample-leads.ts";
import { migratedDataDirectory } from "./lead-test-database.ts";

export const fixtureBuild = () => {
  const root = mkdtempSync(join(tmpdir(), "server-process-"));
  mkdirSync(join(root, "pricing"));
  writeFileSync(join(root, "index.html"), "<!DOCTYPE html><title>Home</title><h1>Home</h1>");
  writeFileSync(join(root, "pricing", "index.html"), "<!DOCTYPE html><title>Pricing</title><h1>Pricing</h1>");
  writeFileSync(join(root, "404.html"), "<!DOCTYPE html><title>Not found</title><h1>Not found</h1>");
  return root;
};

export type ServerProcess = {
  /** The server's process, or the parent it was started under (`nonReapingParent`). */
  child: ChildProcess;
  /** The server's own pid. */
  pid: Promise<number>;
  base: string;
  /** Where it keeps its embedded database, unless it was given a PostgreSQL one. */
  dataDirectory: string | undefined;
  /** Standard output, line by line (the JSON log). */
  lines: string[];
  stderr: string[];
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
};

export type ServerProcessOptions = {
  /** Flags for node itself, before the script. */
  nodeFlags?: string[];
  /** The server's working directory (where it looks for `.env`); the project root when not given. */
  cwd?: string;
  /**
   * Starts the server from a shell that then turns into `sleep`: a parent that never reaps it, so a killed server
   * stays a zombie (state Z in /proc) until that parent goes. `child` is then the parent.
   */
  nonReapingParent?: boolean;
};

/** How the non-reaping parent announces the server's pid on standard output. */
const SERVER_PID = "server pid";

const mainModule = join(import.meta.dirname, "..", "..", "server", "main.ts");

/**
 * Starts the server without waiting for it; `DATA_DIR` defaults to a fresh directory with an empty, migrated database. A variable set to `undefined`
 * is left out of the child's environment, even when this process has it.
 */
export const spawnServer = async (
  env: Record<string, string | undefined>,
  { nodeFlags = [], cwd, nonReapingParent = false }: ServerProcessOptions = {},
): Promise<ServerProcess> => {
  const port = await freeLoopbackPort();
  const lines: string[] = [];
  const stderr: string[] = [];
  const childEnv = {
    ...process.env,
    DATA_DIR: "DATA_DIR" in env ? env.DATA_DIR : await migratedDataDirectory(),
    PORT: String(port),
    HOST: "127.0.0.1",
    ...env,
  };
  const command = [process.execPath, ...nodeFlags, mainModule];
  const [file, args] = nonReapingParent
    ? ["bash", ["-c", `"$0" "$@" & echo "${SERVER_PID} $!"; exec sleep 600`, ...command]]
    : [command[0]!, command.slice(1)];
  const child = spawn(file, args, {
    cwd,
    env: Object.fromEntries(Object.entries(childEnv).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    stdio: ["ignore", "pipe", "pipe"],
  });
  const pid = new Promise<number>((resolve) => {
    if (!nonReapingParent) return resolve(child.pid!);
    child.stdout?.on("data", (chunk: Buffer) => {
      const announced = chunk.toString().match(new RegExp(`^${SERVER_PID} (\\d+)$`, "m"));
      if (announced) resolve(Number(announced[1]));
    });
  });
  child.stdout?.on("data", (chunk: Buffer) => lines.push(...chunk.toString().split("\n").filter(Boolean)));
  child.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, pid, base: `http://127.0.0.1:${childEnv.PORT}`, dataDirectory: childEnv.DATA_DIR, lines, stderr, exited };
};

/** How long a server may take to answer its first /healthz: a test that starts one allows at least this. */
export const STARTING_MS = 150_000;

/** Starts the server and waits until /healthz answers. */
export const startServer = async (
  env: Record<string, string | undefined>,
  options: ServerProcessOptions = {},
): Promise<ServerProcess> => {
  const server = await spawnServer(env, options);
  // A fresh embedded database takes several seconds to create, and above a minute beside the browsers of npm test.
  const deadline = Date.now() + STARTING_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) break;
    const ready = await fetch(`${server.base}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.child.kill("SIGKILL");
  throw new Error(`server did not start:\n${server.lines.join("\n")}\n${server.stderr.join("")}`);
};

/** Submits the contact-sales form as the site's page does; answers the status and the stored lead's id. */
export const submitLead = async (base: string, email: string, signal?: AbortSignal) => {
  const response = await fetch(`${base}/functions/v1/send-contact-sales`, {
    method: "POST",
    signal,
    headers: { "content-type": "application/json", origin: base, "idempotency-key": randomUUID() },
    body: JSON.stringify({ ...contactSalesInput({ email }), website: "" }),
  });
  const body = (await response.json()) as { id?: string };
  return { status: response.status, id: body.id };
};

export type CommandRun = { code: number; stdout: string; stderr: string };

/**
 * Room for a command's whole output: an export of the leads that visitors kept sending while a command ran runs to
 * megabytes on a slow machine (1,814 leads, past execFile's default of 1 MB, which failed a CI run).
 */
const COMMAND_OUTPUT_BYTES = 64 * 1024 * 1024;

const runCommandModule = (entry: string, env: Record<string, string>, args: string[]) =>
  new Promise<CommandRun>((resolve) => {
    execFile(
      process.execPath,
      [entry, ...args],
      {
        env: { ...process.env, DATABASE_URL: "", DATA_DIR: "", ...env, LOG_LEVEL: "silent" },
        maxBuffer: COMMAND_OUTPUT_BYTES,
      },
      (error, stdout, stderr) =>
        resolve({
          code: error ? (typeof error.code === "number" ? error.code : 1) : 0,
          stdout,
          stderr: `${stderr}${error && typeof error.code !== "number" ? `\n${error.message}` : ""}`,
        }),
    );
  });

/**
 * Runs `npm run leads -- …` as an operator does (scripts/leads.ts), its priority lowered to give way to the server:
 * for the tests of the operator commands' own stage, which runs alone.
 */
export const runLeadsCommandAsOperator = (env: Record<string, string>, ...args: string[]) =>
  runCommandModule("scripts/leads.ts", env, args);

/**
 * Runs the same command at the test's own priority (scripts/leads/leads-command.ts, what scripts/leads.ts starts):
 * beside the other tests and browsers on a busy machine, a lowered command waited minutes for a core.
 */
export const runLeadsCommand = (env: Record<string, string>, ...args: string[]) =>
  runCommandModule("scripts/leads/leads-command.ts", env, args);
