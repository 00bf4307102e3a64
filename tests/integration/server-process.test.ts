import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, statSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const fixtureBuild = () => {
  const root = mkdtempSync(join(tmpdir(), "server-process-"));
  mkdirSync(join(root, "pricing"));
  writeFileSync(join(root, "index.html"), "<!DOCTYPE html><title>Home</title><h1>Home</h1>");
  writeFileSync(join(root, "pricing", "index.html"), "<!DOCTYPE html><title>Pricing</title><h1>Pricing</h1>");
  writeFileSync(join(root, "404.html"), "<!DOCTYPE html><title>Not found</title><h1>Not found</h1>");
  return root;
};

let child: ChildProcess | undefined;
afterEach(() => child?.kill("SIGKILL"));

const mainModule = join(import.meta.dirname, "..", "..", "server", "main.ts");

/** `undefined` leaves a variable out of the child's environment, even when this process has it. */
const startServer = async (env: Record<string, string | undefined>, cwd?: string) => {
  const port = await freePort();
  const lines: string[] = [];
  const childEnv = {
    ...process.env,
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "data-")),
  };
  child = spawn(process.execPath, [mainModule], {
    cwd,
    env: Object.fromEntries(Object.entries(childEnv).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => lines.push(...chunk.toString().split("\n").filter(Boolean)));
  const base = `http://127.0.0.1:${port}`;
  // A fresh embedded database takes several seconds to create on a busy machine.
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const ready = await fetch(`${base}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) return { base, lines };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${lines.join("\n")}`);
};

describe("the server process", () => {
  it("listens on PORT and HOST, and writes one JSON log line per request", { timeout: 60_000 }, async () => {
    const { base, lines } = await startServer({ BUILD_DIR: fixtureBuild(), LOG_LEVEL: "info" });
    expect((await fetch(`${base}/pricing`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const requestLines = lines
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.msg === "request" && entry.path === "/pricing");
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ method: "GET", status: 200 });
    expect(typeof requestLines[0].durationMs).toBe("number");
  });

  it("finishes and exits cleanly on SIGTERM", { timeout: 60_000 }, async () => {
    const { base } = await startServer({ BUILD_DIR: fixtureBuild(), LOG_LEVEL: "warn" });
    const exited = new Promise<number | null>((resolve) => child?.on("exit", (code) => resolve(code)));
    child?.kill("SIGTERM");
    expect(await exited).toBe(0);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });

  it("refuses to start without a build, saying how to make one", async () => {
    const port = await freePort();
    const output: string[] = [];
    child = spawn(process.execPath, ["server/main.ts"], {
      env: { ...process.env, PORT: String(port), BUILD_DIR: mkdtempSync(join(tmpdir(), "empty-build-")) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child?.on("exit", resolve));
    expect(code).not.toBe(0);
    expect(output.join("")).toContain("npm run build");
  });
});

describe("the server's settings", () => {
  it("refuses to start on an invalid setting, with one line naming it, no stack trace", async () => {
    child = spawn(process.execPath, [mainModule], {
      env: { ...process.env, PORT: "eighty", BUILD_DIR: fixtureBuild() },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output: string[] = [];
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child?.on("exit", resolve));
    expect(code).toBe(1);
    expect(output.join("").trim().split("\n")).toEqual(['PORT is "eighty": expected a port number from 0 to 65535.']);
  });

  it("reads .env from its working directory, and keeps the rate limit's generated secret private", {
    timeout: 60_000,
  }, async () => {
    const workingDirectory = mkdtempSync(join(tmpdir(), "dotenv-"));
    writeFileSync(join(workingDirectory, ".env"), "SMTP_URL=smtp://127.0.0.1:1\nLOG_LEVEL=warn\n");
    const dataDirectory = mkdtempSync(join(tmpdir(), "data-"));
    const { lines } = await startServer(
      {
        BUILD_DIR: fixtureBuild(),
        DATA_DIR: dataDirectory,
        SMTP_URL: undefined,
        LOG_LEVEL: undefined,
        RATE_LIMIT_SECRET: undefined,
      },
      workingDirectory,
    );
    expect(lines.some((line) => line.includes("SMTP_URL is not set"))).toBe(false);
    expect(statSync(join(dataDirectory, "rate-limit-secret")).mode & 0o777).toBe(0o600);
  });
});
