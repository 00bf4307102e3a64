import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { migratedDataDirectory } from "#tests/support/lead-test-database.ts";
import {
  fixtureBuild,
  runLeadsCommand,
  type ServerProcess,
  type ServerProcessOptions,
  STARTING_MS,
  spawnServer,
  startServer as startServerProcess,
} from "#tests/support/server-process.ts";
import { freeLoopbackPort } from "#tooling/production-server.ts";
import { contactMessageInput } from "#tooling/sample-leads.ts";

const started: ServerProcess[] = [];
afterEach(() => {
  for (const server of started.splice(0)) server.child.kill("SIGKILL");
});

const startServer = async (env: Record<string, string | undefined>, options?: ServerProcessOptions) => {
  const server = await startServerProcess(env, options);
  started.push(server);
  return server;
};

/** Sends a contact message to the server at `base` from a page at `origin`; the answer's status. */
const submitFrom = (base: string, origin: string) =>
  fetch(`${base}/functions/v1/send-contact-message`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify(contactMessageInput()),
  }).then((response) => response.status);

describe("the server process", () => {
  it("listens on PORT and HOST, and writes one JSON log line per request", { timeout: STARTING_MS + 30_000 }, async () => {
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

  it("closes a half-sent body with 408 within 35 s, and logs it once at info", { timeout: STARTING_MS + 60_000 }, async () => {
    const { base, lines } = await startServer({ BUILD_DIR: fixtureBuild(), LOG_LEVEL: "info" });
    const { port } = new URL(base);
    const path = "/functions/v1/send-contact-sales";
    const started = Date.now();
    const answer = await new Promise<{ text: string; closedAfterMs: number }>((resolve, reject) => {
      let text = "";
      const socket = connect(Number(port), "127.0.0.1", () => {
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${base}\r\n` +
            `Content-Type: application/json\r\nContent-Length: 500\r\n\r\n{"companyName":"Ac`,
        );
      });
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => {
        text += chunk;
      });
      socket.on("error", () => {});
      socket.on("close", () => resolve({ text, closedAfterMs: Date.now() - started }));
      setTimeout(() => reject(new Error(`still open after 35 s; received: ${text}`)), 35_000).unref();
    });
    expect(answer.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer.closedAfterMs).toBeLessThanOrEqual(35_000);
    const linesAbout = () => lines.map((line) => JSON.parse(line)).filter((entry) => entry.path === path);
    // The handler learns of the cut-off only when its body read fails, a moment after the socket closes.
    await expect.poll(() => linesAbout().length, { timeout: 10_000 }).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const about = linesAbout();
    expect(about, lines.join("\n")).toHaveLength(1);
    expect(about[0].level).toBe(30);
    expect(JSON.stringify(about[0])).not.toMatch(/"(err|stack)"/);
  });

  it("lets pages at its own loopback origins call the functions only while SITE_URL is unset", {
    timeout: 2 * STARTING_MS,
  }, async () => {
    const local = await startServer({ BUILD_DIR: fixtureBuild(), LOG_LEVEL: "warn", SITE_URL: undefined });
    const { port } = new URL(local.base);
    expect(await submitFrom(local.base, local.base)).toBe(200);
    expect(await submitFrom(local.base, `http://localhost:${port}`)).toBe(200);
    expect(await submitFrom(local.base, "http://127.0.0.1:1")).toBe(403);

    const deployed = await startServer({
      BUILD_DIR: fixtureBuild(),
      LOG_LEVEL: "warn",
      SITE_URL: "https://www.northstar.example",
    });
    expect(await submitFrom(deployed.base, deployed.base)).toBe(403);
    expect(await submitFrom(deployed.base, "https://www.northstar.example")).toBe(200);
  });

  it("finishes and exits cleanly on SIGTERM", { timeout: STARTING_MS + 30_000 }, async () => {
    const { base, child, exited } = await startServer({ BUILD_DIR: fixtureBuild(), LOG_LEVEL: "warn" });
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });

  it("stopped right after a lead, still counts it against the rate limit when it starts again", {
    timeout: 2 * STARTING_MS + 30_000,
  }, async () => {
    const env = {
      BUILD_DIR: fixtureBuild(),
      DATA_DIR: await migratedDataDirectory(),
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "2",
      // The limit counts in fixed windows of the clock: a year's window keeps its edge from falling between the leads
      // and the restart, as a ten-minute one did while the second server started.
      RATE_LIMIT_WINDOW_SECONDS: String(365 * 24 * 60 * 60),
    };
    const first = await startServer(env);
    expect([await submitFrom(first.base, first.base), await submitFrom(first.base, first.base)]).toEqual([200, 200]);
    // Within the moment the embedded database's counts are written behind the answers.
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    const second = await startServer(env);
    expect(await submitFrom(second.base, second.base)).toBe(429);
  });

  it("refuses to start without a build, saying how to make one", async () => {
    const port = await freeLoopbackPort();
    const output: string[] = [];
    const child = spawn(process.execPath, ["server/main.ts"], {
      env: { ...process.env, PORT: String(port), BUILD_DIR: mkdtempSync(join(tmpdir(), "empty-build-")) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).not.toBe(0);
    expect(output.join("")).toContain("npm run build");
  });
});

describe("the server's settings", () => {
  it("refuses to start on an invalid setting, with one line naming it, no stack trace", async () => {
    const server = await spawnServer({ PORT: "eighty", BUILD_DIR: fixtureBuild() });
    started.push(server);
    expect(await server.exited).toBe(1);
    expect(server.stderr.join("").trim().split("\n")).toEqual(['PORT is "eighty": expected a port number from 0 to 65535.']);
  });

  it("reads .env from its working directory, and keeps the rate limit's generated secret private", {
    timeout: STARTING_MS + 30_000,
  }, async () => {
    const workingDirectory = mkdtempSync(join(tmpdir(), "dotenv-"));
    writeFileSync(join(workingDirectory, ".env"), "SMTP_URL=smtp://127.0.0.1:1\nLOG_LEVEL=warn\n");
    const dataDirectory = await migratedDataDirectory();
    const { lines } = await startServer(
      {
        BUILD_DIR: fixtureBuild(),
        DATA_DIR: dataDirectory,
        SMTP_URL: undefined,
        LOG_LEVEL: undefined,
        RATE_LIMIT_SECRET: undefined,
      },
      { cwd: workingDirectory },
    );
    expect(lines.some((line) => line.includes("SMTP_URL is not set"))).toBe(false);
    expect(statSync(join(dataDirectory, "rate-limit-secret")).mode & 0o777).toBe(0o600);
  });
});

describe("the embedded database's lock", () => {
  /** The state letter in /proc/<pid>/stat (R, S, Z…), or undefined once the process is gone. */
  const processState = (pid: number) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[0];
    } catch {
      return undefined;
    }
  };
  const lockFile = (dataDirectory: string) => join(dataDirectory, "pglite", "northstar.lock");

  /** Starts a server on its own data directory and kills it without a chance to clean up. */
  const crashedServer = async () => {
    const dataDirectory = await migratedDataDirectory();
    const server = await startServer({ BUILD_DIR: fixtureBuild(), LOG_LEVEL: "warn", DATA_DIR: dataDirectory });
    server.child.kill("SIGKILL");
    await server.exited;
    return { dataDirectory, pid: server.child.pid! };
  };

  it("lets the server start again after it was killed", { timeout: 2 * STARTING_MS }, async () => {
    const { dataDirectory, pid } = await crashedServer();
    expect(readFileSync(lockFile(dataDirectory), "utf8")).toContain(String(pid));
    const { base } = await startServer({ BUILD_DIR: fixtureBuild(), LOG_LEVEL: "warn", DATA_DIR: dataDirectory });
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });

  it("lets the server start again when the killed server's pid now belongs to another process", {
    timeout: 2 * STARTING_MS,
  }, async () => {
    const { dataDirectory, pid } = await crashedServer();
    // The kernel gives the dead server's pid to some other program: here, a sleep.
    const other = spawn("sleep", ["60"]);
    try {
      writeFileSync(
        lockFile(dataDirectory),
        readFileSync(lockFile(dataDirectory), "utf8").replace(String(pid), String(other.pid)),
      );
      const { base, stderr } = await startServer({ BUILD_DIR: fixtureBuild(), LOG_LEVEL: "warn", DATA_DIR: dataDirectory });
      expect((await fetch(`${base}/healthz`)).status, stderr.join("")).toBe(200);
    } finally {
      other.kill("SIGKILL");
    }
  });

  // Zombies are read from /proc, as the lock reads them.
  it.runIf(existsSync("/proc/self/stat"))(
    "lets the server start again while the killed server is a zombie its parent has not reaped",
    { timeout: 2 * STARTING_MS },
    async () => {
      const dataDirectory = await migratedDataDirectory();
      const env = { BUILD_DIR: fixtureBuild(), LOG_LEVEL: "warn", DATA_DIR: dataDirectory };
      const killed = await startServer(env, { nodeFlags: ["--liftoff-only"], nonReapingParent: true });
      const pid = await killed.pid;
      process.kill(pid, "SIGKILL");
      await expect.poll(() => processState(pid)).toBe("Z");

      const alone = await runLeadsCommand({ DATA_DIR: dataDirectory }, "export");
      expect(alone.code, alone.stderr).toBe(0);
      const { base, stderr } = await startServer(env, { nodeFlags: ["--liftoff-only"] });
      expect((await fetch(`${base}/healthz`)).status, stderr.join("")).toBe(200);
      expect(processState(pid)).toBe("Z");
      const throughServer = await runLeadsCommand({ DATA_DIR: dataDirectory }, "export");
      expect(throughServer.code, throughServer.stderr).toBe(0);
      expect(JSON.parse(throughServer.stdout)).toEqual([]);
    },
  );

  it("keeps a second server off a database a live server holds, in one line", { timeout: STARTING_MS + 30_000 }, async () => {
    const dataDirectory = await migratedDataDirectory();
    const first = await startServer({ BUILD_DIR: fixtureBuild(), LOG_LEVEL: "warn", DATA_DIR: dataDirectory });
    const second = await spawnServer({ BUILD_DIR: fixtureBuild(), LOG_LEVEL: "warn", DATA_DIR: dataDirectory });
    started.push(second);
    expect(await second.exited).toBe(1);
    const message = second.stderr.join("").trim();
    expect(message).toContain(`in use by process ${first.child.pid}`);
    expect(message.split("\n")).toHaveLength(1);
    expect(message).not.toMatch(/^\s+at /m);
    expect((await fetch(`${first.base}/healthz`)).status).toBe(200);
  });
});
