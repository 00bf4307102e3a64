/**
 * A body the client stops sending halfway, over a real socket: fewer bytes than its Content-Length, then the client
 * closes. It is the client's doing, so every path that reads a body answers it with a 4xx and logs no error.
 */
import { connect } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadForms } from "#core/lead-forms.ts";
import { ANALYTICS_PROXY_PATH, createAnalyticsProxy } from "#server/analytics-proxy.ts";
import { FUNCTIONS_PATH } from "#server/functions/functions-path.ts";
import { createLogger } from "#server/logger.ts";
import { createLeadTestApp, listenOnLoopback } from "#tests/support/lead-test-app.ts";
import { openTestDatabase, type TestDatabase } from "#tests/support/lead-test-database.ts";

type LogLine = { level: number; msg: string; path?: string; status?: number };

let database: TestDatabase;
let server: Awaited<ReturnType<typeof listenOnLoopback>>;
const log: LogLine[] = [];

beforeAll(async () => {
  database = await openTestDatabase("pglite");
  const logger = createLogger("info", { write: (line: string) => void log.push(JSON.parse(line)) });
  // Nothing listens on the discard port: the proxy must not get as far as forwarding.
  const analytics = createAnalyticsProxy({ upstream: "http://127.0.0.1:9", logger });
  const app = createLeadTestApp(database.db, { logger }, { [ANALYTICS_PROXY_PATH]: analytics });
  server = await listenOnLoopback(app);
});
afterAll(async () => {
  await server.close();
  await database.destroy();
});
beforeEach(() => {
  log.length = 0;
});

/** Announces 500 bytes, sends a few, and closes its side of the connection. */
const sendCutOff = (path: string, contentType: string, firstBytes: string) =>
  new Promise<void>((resolve) => {
    const { port } = server;
    const socket = connect(port, "127.0.0.1", () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
          `Content-Type: ${contentType}\r\nContent-Length: 500\r\n\r\n${firstBytes}`,
      );
      setTimeout(() => socket.end(), 100);
    });
    socket.on("error", () => {});
    socket.on("close", () => resolve());
    socket.resume();
  });

const cases = [
  ...Object.values(leadForms).flatMap((form) => [
    { path: form.pagePath, contentType: "application/x-www-form-urlencoded", firstBytes: "name=Ada&email=ada%40" },
    {
      path: form.pagePath,
      contentType: "multipart/form-data; boundary=cut",
      firstBytes: '--cut\r\nContent-Disposition: form-data; name="name"\r\n\r\nAd',
    },
    { path: `${FUNCTIONS_PATH}/${form.functionName}`, contentType: "application/json", firstBytes: '{"name":"Ad' },
  ]),
  { path: `${ANALYTICS_PROXY_PATH}/e/`, contentType: "application/json", firstBytes: '{"batch":[' },
];

describe("a body cut off by the client", () => {
  it.each(cases)("is answered 4xx at $path ($contentType), with no error logged", async ({ path, contentType, firstBytes }) => {
    await sendCutOff(path, contentType, firstBytes);
    await expect
      .poll(() => log.find((line) => line.msg === "request" && line.path === path)?.status, { timeout: 5_000 })
      .toBeDefined();
    const status = log.find((line) => line.msg === "request" && line.path === path)?.status ?? 0;
    expect(status, JSON.stringify(log)).toBeGreaterThanOrEqual(400);
    expect(status, JSON.stringify(log)).toBeLessThan(500);
    expect(log.filter((line) => line.level >= 50)).toEqual([]);
    expect(log.filter((line) => line.level === 40).length).toBeLessThanOrEqual(1);
  });
});
