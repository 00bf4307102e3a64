/**
 * A body over the limit, sent over a real socket: every one gets its 413, and the connection either stays usable or
 * is closed cleanly, announced by `Connection: close`, so a client's next request on it is always answered.
 */
import { Agent, request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLeadTestApp, listenOnLoopback } from "#tests/support/lead-test-app.ts";
import { openTestDatabase, type TestDatabase } from "#tests/support/lead-test-database.ts";

type Answer = { status: number; connection: string | undefined; reusedSocket: boolean };

const MB = 1024 * 1024;
const TRIES = 10;

let database: TestDatabase;
let server: Awaited<ReturnType<typeof listenOnLoopback>>;
let port: number;

beforeAll(async () => {
  database = await openTestDatabase("pglite");
  const app = createLeadTestApp(database.db);
  server = await listenOnLoopback(app);
  port = server.port;
});
afterAll(async () => {
  await server.close();
  await database.destroy();
});

/** One request on the agent; the body is sent in 64 KB chunks, with a Content-Length or chunked. */
const send = (agent: Agent, method: string, path: string, body?: { bytes: number; chunked: boolean }) =>
  new Promise<Answer>((resolve, reject) => {
    const headers: Record<string, string | number> = { "content-type": "application/json" };
    if (body && !body.chunked) headers["content-length"] = body.bytes;
    const outgoing = request({ host: "127.0.0.1", port, method, path, agent, headers }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          reusedSocket: outgoing.reusedSocket,
        }),
      );
    });
    outgoing.on("error", reject);
    if (!body) {
      outgoing.end();
      return;
    }
    const chunk = Buffer.alloc(64 * 1024, "x");
    let sent = 0;
    const writeMore = () => {
      while (sent < body.bytes) {
        const part = chunk.subarray(0, Math.min(chunk.length, body.bytes - sent));
        sent += part.length;
        if (!outgoing.write(part)) {
          outgoing.once("drain", writeMore);
          return;
        }
      }
      outgoing.end();
    };
    writeMore();
  });

describe("a request body over the limit", () => {
  it.each([
    { megabytes: 1, chunked: false },
    { megabytes: 1, chunked: true },
    { megabytes: 10, chunked: false },
    { megabytes: 10, chunked: true },
  ])(
    "answers $megabytes MB (chunked: $chunked) with 413 every time, and the next request on the connection too",
    {
      timeout: 60_000,
    },
    async ({ megabytes, chunked }) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        for (let attempt = 1; attempt <= TRIES; attempt++) {
          const refused = await send(agent, "POST", "/functions/v1/send-contact-message", {
            bytes: megabytes * MB,
            chunked,
          }).catch((error: Error) => ({ status: `socket error: ${error.message}` }));
          expect(refused.status, `attempt ${attempt}`).toBe(413);

          const next = await send(agent, "GET", "/healthz").catch((error: Error) => ({
            status: `socket error: ${error.message}`,
            reusedSocket: false,
          }));
          expect(next.status, `request after attempt ${attempt}`).toBe(200);
          // Either the connection was kept and carried the next request, or the 413 said it would be closed.
          if ((refused as Answer).connection !== "close") expect(next.reusedSocket, `attempt ${attempt}`).toBe(true);
        }
      } finally {
        agent.destroy();
      }
    },
  );
});
