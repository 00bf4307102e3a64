import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ANALYTICS_PROXY_PATH, createAnalyticsProxy, upstreamUrl } from "#server/analytics-proxy.ts";
import { createLogger } from "#server/logger.ts";

type Received = { method: string; url: string; headers: IncomingMessage["headers"]; body: Buffer };

/** A stand-in for PostHog on 127.0.0.1 that records what reaches it and answers as each test asks. */
const fakePostHog = () => {
  const received: Received[] = [];
  let respond: (request: Received, response: import("node:http").ServerResponse) => void = (_, response) => {
    response.writeHead(200, { "content-type": "application/json", "set-cookie": "ph_session=abc" });
    response.end('{"status":1}');
  };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const entry = {
        method: request.method ?? "",
        url: request.url ?? "",
        headers: request.headers,
        body: Buffer.concat(chunks),
      };
      received.push(entry);
      respond(entry, response);
    });
  });
  return {
    received,
    server,
    answer: (handler: typeof respond) => {
      respond = handler;
    },
  };
};

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

const upstream = fakePostHog();
const elsewhere = fakePostHog();
let upstreamOrigin: string;
let siteOrigin: string;
let site: ReturnType<typeof serve>;

beforeAll(async () => {
  upstreamOrigin = await listen(upstream.server);
  await listen(elsewhere.server);
  const app = new Hono();
  app.route(
    ANALYTICS_PROXY_PATH,
    createAnalyticsProxy({ upstream: upstreamOrigin, logger: createLogger("silent"), maxBodyBytes: 1024, timeoutMs: 300 }),
  );
  site = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => site.once("listening", resolve));
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(() => {
  site.close();
  upstream.server.close();
  elsewhere.server.close();
});

beforeEach(() => {
  upstream.received.length = 0;
  elsewhere.received.length = 0;
  upstream.answer((_, response) => {
    response.writeHead(200, { "content-type": "application/json", "set-cookie": "ph_session=abc" });
    response.end('{"status":1}');
  });
});

describe("the analytics proxy", () => {
  it("forwards an event batch to PostHog: method, path under /ingest, query, body, type and encoding", async () => {
    const batch = gzipSync(JSON.stringify([{ event: "$pageview", properties: { $pathname: "/pricing" } }]));
    const response = await fetch(`${siteOrigin}/ingest/e/?ip=0&compression=gzip-js&ver=1.449.2`, {
      method: "POST",
      headers: { "content-type": "text/plain", "content-encoding": "gzip" },
      body: batch,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 1 });
    const [forwarded] = upstream.received;
    expect(forwarded?.method).toBe("POST");
    expect(forwarded?.url).toBe("/e/?ip=0&compression=gzip-js&ver=1.449.2");
    expect(forwarded?.headers["content-type"]).toBe("text/plain");
    expect(forwarded?.headers["content-encoding"]).toBe("gzip");
    expect(forwarded?.body.equals(batch)).toBe(true);
  });

  it("strips cookies and credentials, and says whom the request came from", async () => {
    await fetch(`${siteOrigin}/ingest/e/`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: "session=secret; ph_phc_test_posthog=x",
        authorization: "Bearer secret",
        "x-api-key": "secret",
        "x-forwarded-for": "203.0.113.9",
      },
      body: "[]",
    });
    const headers = upstream.received[0]?.headers ?? {};
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect(headers["x-api-key"]).toBeUndefined();
    // The visitor's own address as this server saw it, never a value the visitor chose to send.
    expect(headers["x-forwarded-for"]).toBe("127.0.0.1");
  });

  it("passes PostHog's answer back without its cookies", async () => {
    const response = await fetch(`${siteOrigin}/ingest/flags/?v=2`, { method: "POST", body: "{}" });
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("forwards GET requests with their query", async () => {
    upstream.answer((_, response) => {
      response.writeHead(404, { "content-type": "text/plain" });
      response.end("no such thing");
    });
    const response = await fetch(`${siteOrigin}/ingest/array/phc_test/config?x=1`);
    expect(response.status).toBe(404);
    expect(upstream.received[0]).toMatchObject({ method: "GET", url: "/array/phc_test/config?x=1" });
  });

  it("refuses a body over the limit with 413, declared or streamed, and forwards nothing", async () => {
    const declared = await fetch(`${siteOrigin}/ingest/e/`, { method: "POST", body: "x".repeat(2048) });
    expect(declared.status).toBe(413);
    const streamed = await fetch(`${siteOrigin}/ingest/e/`, {
      method: "POST",
      body: new ReadableStream({
        start(controller) {
          for (let chunk = 0; chunk < 4; chunk += 1) controller.enqueue(new TextEncoder().encode("y".repeat(512)));
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(upstream.received).toHaveLength(0);
  });

  it("answers 504 when PostHog does not answer in time", async () => {
    upstream.answer((_, response) => {
      setTimeout(() => response.end("late"), 1_000);
    });
    const response = await fetch(`${siteOrigin}/ingest/e/`, { method: "POST", body: "[]" });
    expect(response.status).toBe(504);
  });

  it("answers 502 when PostHog cannot be reached", async () => {
    const closed = createServer();
    const deadOrigin = await listen(closed);
    closed.close();
    const app = new Hono().route(
      ANALYTICS_PROXY_PATH,
      createAnalyticsProxy({ upstream: deadOrigin, logger: createLogger("silent"), clientAddress: () => "127.0.0.1" }),
    );
    const response = await app.request("/ingest/e/", { method: "POST", body: "[]" });
    expect(response.status).toBe(502);
  });

  it("never sends a request to another host, whatever the path", async () => {
    const elsewhereHost = `127.0.0.1:${(elsewhere.server.address() as AddressInfo).port}`;
    await fetch(`${siteOrigin}/ingest//${elsewhereHost}/e/`, { method: "POST", body: "[]" });
    await fetch(`${siteOrigin}/ingest/%2F%2F${elsewhereHost}/e/`, { method: "POST", body: "[]" });
    await fetch(`${siteOrigin}/ingest/../../e/`, { method: "POST", body: "[]" });
    expect(elsewhere.received).toHaveLength(0);
    expect(upstream.received.length).toBeGreaterThan(0);
  });

  it("does not follow PostHog's redirects", async () => {
    const elsewhereOrigin = `http://127.0.0.1:${(elsewhere.server.address() as AddressInfo).port}`;
    upstream.answer((_, response) => {
      response.writeHead(302, { location: `${elsewhereOrigin}/e/` });
      response.end();
    });
    const response = await fetch(`${siteOrigin}/ingest/e/`, { method: "POST", body: "[]", redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBeNull();
    expect(elsewhere.received).toHaveLength(0);
  });

  it("accepts only the methods PostHog uses", async () => {
    const response = await fetch(`${siteOrigin}/ingest/e/`, { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(upstream.received).toHaveLength(0);
  });
});

describe("the upstream address", () => {
  const posthog = new URL("https://us.i.posthog.com");

  it("is the PostHog host with the path under /ingest and the query", () => {
    expect(upstreamUrl(posthog, "/e/", "?ver=1")?.href).toBe("https://us.i.posthog.com/e/?ver=1");
    expect(upstreamUrl(new URL("https://ph.example.com/base/"), "/e/", "")?.href).toBe("https://ph.example.com/base/e/");
  });

  it("stays on the PostHog host for paths that look like another host or climb up", () => {
    expect(upstreamUrl(posthog, "//evil.example/e/", "")?.host).toBe("us.i.posthog.com");
    expect(upstreamUrl(posthog, "/../../evil", "")?.href).toBe("https://us.i.posthog.com/evil");
    expect(upstreamUrl(posthog, "/@evil.example/e", "")?.host).toBe("us.i.posthog.com");
  });
});
