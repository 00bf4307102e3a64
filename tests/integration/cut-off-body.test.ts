/**
 * A body the client stops sending halfway, over a real socket: fewer bytes than its Content-Length, then the client
 * closes. It is the client's doing, not a fault of ours: every path that reads a body logs it once, at info, with no
 * stack and no warning.
 */
import { connect } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leadForms } from "#content/lead-forms.ts";
import { ANALYTICS_PROXY_PATH, createAnalyticsProxy } from "#server/analytics-proxy.ts";
import { FUNCTIONS_PATH } from "#server/functions/functions-path.ts";
import { createLogger } from "#server/logger.ts";
import { createLeadTestApp, listenOnLoopback, testAllowedOrigins } from "#tests/support/lead-test-app.ts";
import { openTestDatabase, type TestDatabase } from "#tests/support/lead-test-database.ts";
import { freeLoopbackPort } from "#tooling/production-server.ts";

type LogLine = { level: number; msg: string; path?: string; status?: number; err?: unknown; stack?: unknown };

let database: TestDatabase;
let server: Awaited<ReturnType<typeof listenOnLoopback>>;
const log: LogLine[] = [];

beforeAll(async () => {
  database = await openTestDatabase("pglite");
  const logger = createLogger("info", { write: (line: string) => void log.push(JSON.parse(line)) });
  // Nothing listens on the discard port: the proxy must not get as far as forwarding.
  const analytics = createAnalyticsProxy({ upstream: "http://127.0.0.1:9", logger });
  const port = await freeLoopbackPort();
  const app = createLeadTestApp(
    database.db,
    { logger, allowedOrigins: testAllowedOrigins(port) },
    { [ANALYTICS_PROXY_PATH]: analytics },
  );
  server = await listenOnLoopback(app, port);
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
  it.each(cases)(
    "is logged once at $path ($contentType), at info, without a stack",
    async ({ path, contentType, firstBytes }) => {
      await sendCutOff(path, contentType, firstBytes);
      const about = () => log.filter((line) => line.path === path || line.path === path.slice(ANALYTICS_PROXY_PATH.length));
      await expect.poll(() => about().length, { timeout: 5_000 }).toBeGreaterThan(0);
      // Whatever else might still be written about it.
      await new Promise((done) => setTimeout(done, 300));
      expect(about(), JSON.stringify(log)).toHaveLength(1);
      const [line] = about();
      expect(line?.level, JSON.stringify(line)).toBe(30);
      expect(line?.msg).not.toBe("request");
      expect(JSON.stringify(line)).not.toMatch(/"(err|stack)"|\n\s+at /);
      expect(log.filter((entry) => entry.level >= 40)).toEqual([]);
    },
  );
});
