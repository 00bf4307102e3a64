import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { createLogger } from "#server/logger.ts";
import { serverListener } from "#server/static-fast-path.ts";
import { loadStaticSite } from "#server/static-site.ts";
import { writeBuild } from "#tests/support/build-fixture.ts";

const page = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1>` +
  `<script>window.__boot = 1;</script>${" ".repeat(600)}</body></html>`;

const SUB_APP_ANSWER = "answered by the sub-app";
/** The server as server/main.ts makes it, and the app served alone by @hono/node-server, as before the fast path. */
let server: Server;
let appAlone: Server;
const log: Record<string, unknown>[] = [];
let root: string;

beforeAll(async () => {
  root = writeBuild("static-fast-path-", {
    "index.html": page("Home"),
    "pricing/index.html": page("Pricing"),
    "taken/index.html": page("A page a route of the app takes"),
    "404.html": page("Not found"),
    "assets/app-abc123.js": `console.log(${JSON.stringify("x".repeat(800))});`,
    "robots.txt": "User-agent: *\n",
  });
  const site = loadStaticSite(root);
  const logger = createLogger("info", { write: (line: string) => void log.push(JSON.parse(line)) });
  const taken = new Hono().get("/", (c) => c.text(SUB_APP_ANSWER));
  const app = createApp({ site, logger, csp: { connectSources: [] }, mounts: { "/taken": taken } });
  server = createServer(serverListener({ app, site, csp: { connectSources: [] }, logger }));
  appAlone = createServer(getRequestListener(app.fetch));
  for (const listening of [server, appAlone]) await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
});
afterAll(() =>
  Promise.all([server, appAlone].map((listening) => new Promise<void>((resolve) => listening.close(() => resolve())))),
);

type Answer = { status: number; headers: Record<string, string>; body: string };

const ask = (listening: Server, method: string, path: string, headers: Record<string, string>) =>
  new Promise<Answer>((resolve, reject) => {
    const { port } = listening.address() as AddressInfo;
    const outgoing = request({ host: "127.0.0.1", port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: Object.fromEntries(
            Object.entries(response.headers)
              .filter(([name]) => name !== "date")
              .map(([name, value]) => [name, String(value)]),
          ),
          body: Buffer.concat(chunks).toString("base64"),
        }),
      );
    });
    outgoing.on("error", reject);
    outgoing.end();
  });

const overTheSocket = (method: string, path: string, headers: Record<string, string>) => ask(server, method, path, headers);
const fromTheApp = (method: string, path: string, headers: Record<string, string>) => ask(appAlone, method, path, headers);

const requests: [method: string, path: string, headers: Record<string, string>][] = [
  ["GET", "/", {}],
  ["GET", "/", { "accept-encoding": "gzip, deflate, br, zstd" }],
  ["GET", "/pricing?ref=nav", { "accept-encoding": "gzip" }],
  ["GET", "/pricing", { "accept-encoding": "br;q=0, gzip;q=0" }],
  ["GET", "/pricing", { "accept-encoding": "*" }],
  ["GET", "/pricing", { "x-forwarded-proto": "https", "accept-encoding": "br" }],
  ["HEAD", "/pricing", { "accept-encoding": "br" }],
  ["GET", "/assets/app-abc123.js", { "accept-encoding": "gzip, br" }],
  ["GET", "/robots.txt", { "accept-encoding": "br" }],
  ["GET", "/pricing/", {}],
  ["GET", "/nope", { "accept-encoding": "gzip" }],
  ["GET", "/%70ricing", {}],
  ["GET", "/taken", {}],
  ["DELETE", "/pricing", {}],
];

describe("the server's fast path for the build's files", () => {
  it.each(requests)("answers %s %s %j exactly as the app does", async (method, path, headers) => {
    expect(await overTheSocket(method, path, headers)).toEqual(await fromTheApp(method, path, headers));
  });

  it("sends HSTS for a trusted proxy's https as the app does, and never for a client's own claim", async () => {
    const site = loadStaticSite(root);
    const logger = createLogger("silent");
    const behindProxy = createApp({ site, logger, trustProxyHops: 1 });
    const trusting = createServer(
      serverListener({ app: behindProxy, site, csp: { connectSources: [] }, logger, trustProxyHops: 1 }),
    );
    const trustingApp = createServer(getRequestListener(behindProxy.fetch));
    for (const listening of [trusting, trustingApp])
      await new Promise<void>((resolve) => listening.listen(0, "127.0.0.1", resolve));
    try {
      const viaProxy = { "x-forwarded-proto": "https" };
      const fast = await ask(trusting, "GET", "/pricing", viaProxy);
      expect(fast).toEqual(await ask(trustingApp, "GET", "/pricing", viaProxy));
      expect(fast.headers["strict-transport-security"]).toBeDefined();
      expect((await overTheSocket("GET", "/pricing", viaProxy)).headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await Promise.all(
        [trusting, trustingApp].map((listening) => new Promise<void>((resolve) => listening.close(() => resolve()))),
      );
    }
  });

  it("answers a matching ETag with 304 and the same headers as the app", async () => {
    const { headers } = await overTheSocket("GET", "/pricing", {});
    const conditional = { "if-none-match": headers.etag ?? "" };
    const answer = await overTheSocket("GET", "/pricing", conditional);
    expect(answer.status).toBe(304);
    expect(answer).toEqual(await fromTheApp("GET", "/pricing", conditional));
  });

  it("leaves a path that a route of the app takes to that route", async () => {
    const answer = await overTheSocket("GET", "/taken", {});
    expect(Buffer.from(answer.body, "base64").toString()).toBe(SUB_APP_ANSWER);
  });

  it("writes the request log line the app writes", async () => {
    log.length = 0;
    await overTheSocket("GET", "/pricing?ref=nav", { "user-agent": "fast-path-test" });
    const line = log.find((entry) => entry.msg === "request");
    expect(line).toMatchObject({ method: "GET", path: "/pricing", status: 200, userAgent: "fast-path-test" });
    expect(typeof line?.durationMs).toBe("number");
  });
});
