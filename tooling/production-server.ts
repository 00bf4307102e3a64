/**
 * Starts the production server (server/main.ts) as a child process on a free loopback port against a build
 * directory, waits until /healthz answers, and stops it. Used by the benchmarks and the Lighthouse gate.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { projectRoot } from "#tooling/project-root.ts";

/** The build the server would serve: BUILD_DIR as in server/config.ts, else build/client. */
export const defaultBuildDirectory = resolve(process.env.BUILD_DIR ?? join(projectRoot, "build", "client"));

export type RunningServer = { origin: string; port: number; pid: number; stop: () => Promise<void> };

/** A port the kernel just handed out on 127.0.0.1; free unless someone grabs it in the next few milliseconds. */
export const freeLoopbackPort = (): Promise<number> =>
  new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolvePort(address.port) : reject(new Error("no port"))));
    });
  });

/** A first start creates the embedded database, which takes half a minute or more on a busy machine. */
const HEALTH_TIMEOUT_MS = 90_000;

/** Polls `url` until it answers 200, the child exits, or the timeout passes. */
export const waitUntilHealthy = async (url: string, child: ChildProcess, label: string): Promise<void> => {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${label} exited with code ${child.exitCode} before answering ${url}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((wake) => setTimeout(wake, 100));
  }
  throw new Error(`${label} did not answer ${url} within ${HEALTH_TIMEOUT_MS / 1000}s`);
};

/** Sends SIGTERM and waits for the exit (SIGKILL after five seconds). */
export const stopChild = (child: ChildProcess): Promise<void> =>
  new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    const force = setTimeout(() => child.kill("SIGKILL"), 5_000);
    child.once("exit", () => {
      clearTimeout(force);
      done();
    });
    child.kill("SIGTERM");
  });

export type ProductionServerOptions = {
  buildDirectory?: string;
  /** The server's LOG_LEVEL; "info" logs every request, as in production. */
  logLevel?: string;
  /** Flags for Node before the script, such as `--liftoff-only` as `npm start` passes. */
  nodeFlags?: readonly string[];
  /** The embedded database's folder, kept after the stop; by default a new one, removed at the stop. */
  dataDirectory?: string;
  /** More settings, over the ones above. */
  env?: Record<string, string>;
  /** Told the server's pid as soon as it is spawned, before it answers (to watch it start). */
  onSpawn?: (pid: number) => void;
  /** The checkout whose server runs: this one, or another commit's (a benchmark against the one it started from). */
  root?: string;
};

export const startProductionServer = async ({
  buildDirectory = defaultBuildDirectory,
  logLevel = "warn",
  nodeFlags = [],
  dataDirectory,
  env = {},
  onSpawn,
  root = projectRoot,
}: ProductionServerOptions = {}): Promise<RunningServer> => {
  const port = await freeLoopbackPort();
  const dataFolder = dataDirectory ?? mkdtempSync(join(tmpdir(), "northstar-bench-data-"));
  // process.execPath is the Node 24 that runs this script (npm scripts put node_modules/.bin first).
  const child = spawn(process.execPath, [...nodeFlags, join(root, "server", "main.ts")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: buildDirectory,
      DATA_DIR: dataFolder,
      LOG_LEVEL: logLevel,
      ...env,
    },
    // The request log goes nowhere: a pipe nobody reads would block the server once full.
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (child.pid) onSpawn?.(child.pid);
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    if (!dataDirectory) rmSync(dataFolder, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(`${origin}/healthz`, child, "The production server");
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, port, pid: child.pid ?? 0, stop };
};
