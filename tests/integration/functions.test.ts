/**
 * The lead functions of the Node server: the shared function contract (tests/support/function-contract.ts) over a
 * real socket, on PGlite and, with TEST_DATABASE_URL, on PostgreSQL; and what only an in-process app can show.
 */
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { leads, rateLimitBuckets } from "#server/db/schema.ts";
import { CONTRACT_RATE_LIMIT, type ContractTarget, functionContract } from "#tests/support/function-contract.ts";
import {
  contactMessageInput,
  createLeadTestApp,
  listenOnLoopback,
  postFunction,
  TEST_RATE_LIMIT_SECRET,
  testAllowedOrigins,
} from "#tests/support/lead-test-app.ts";
import { databaseKinds, openTestDatabase, type TestDatabase } from "#tests/support/lead-test-database.ts";
import { freeLoopbackPort } from "#tooling/production-server.ts";

describe.each(databaseKinds)("the lead functions of the Node server on %s", (kind) => {
  let database: TestDatabase;
  let server: Awaited<ReturnType<typeof listenOnLoopback>>;
  let target: ContractTarget;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const port = await freeLoopbackPort();
    const app = createLeadTestApp(database.db, {
      rateLimit: { max: CONTRACT_RATE_LIMIT.max, windowMs: CONTRACT_RATE_LIMIT.windowSeconds * 1000 },
      deliveryChannels: ["email", "webhook", "hubspot"],
      allowedOrigins: testAllowedOrigins(port),
    });
    server = await listenOnLoopback(app, port);
    target = {
      url: `http://127.0.0.1:${server.port}/functions/v1`,
      db: database.db,
      channels: ["email", "webhook", "hubspot"],
      takesFormPosts: false,
    };
  });
  afterAll(async () => {
    await server?.close();
    await database?.destroy();
  });

  describe("the function contract", () => functionContract(() => target));

  // Node-only: each case below needs a second app on the same database, which only the in-process harness can make.
  describe("the rate limit, Node-only", () => {
    beforeEach(async () => {
      await database.db.delete(leads);
      await database.db.delete(rateLimitBuckets);
    });
    const storedLeads = () => database.db.select().from(leads);
    /** A clock that stays inside one window of the limit: the wall clock could cross into the next between requests. */
    const inOneWindow = () => Date.UTC(2030, 0, 1, 12, 0, 10);

    // Node-only: the exact Retry-After and the window's end need a fake clock.
    it("counts per client in the database, shared by a second instance, until the window ends", async () => {
      let clock = Date.UTC(2030, 0, 1, 12, 0, 10);
      const limited = createLeadTestApp(database.db, { rateLimit: { max: 3, windowMs: 60_000 }, clock: () => clock });
      const send = (client: string) => postFunction(limited, "send-contact-message", contactMessageInput(), { client });

      for (let i = 0; i < 3; i++) expect((await send("198.51.100.1")).status).toBe(200);
      const refused = await send("198.51.100.1");
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("50");
      expect((await refused.json()).error).toContain("50 seconds");
      expect((await send("198.51.100.2")).status).toBe(200);

      // A second instance sharing the database sees the same count.
      const otherInstance = createLeadTestApp(database.db, { rateLimit: { max: 3, windowMs: 60_000 }, clock: () => clock });
      expect(
        (await postFunction(otherInstance, "send-contact-message", contactMessageInput(), { client: "198.51.100.1" })).status,
      ).toBe(429);

      clock += 60_000;
      expect((await send("198.51.100.1")).status).toBe(200);
      const buckets = await database.db.select().from(rateLimitBuckets);
      expect(buckets.some((bucket) => bucket.key.includes("198.51"))).toBe(false);
      expect(await storedLeads()).toHaveLength(5);
    });

    // Node-only: the embedded database's server counts in its process (soleWriter), which the platform never does.
    it("on a database only it writes, counts in the process, exactly, and the next process reads the counts back", async () => {
      const clock = () => Date.UTC(2030, 0, 1, 12, 0, 10);
      const rateLimit = { max: 3, windowMs: 60_000, soleWriter: true };
      const first = createLeadTestApp(database.db, { rateLimit, clock });
      const send = async (app: typeof first, client: string) =>
        (await postFunction(app, "send-contact-message", contactMessageInput(), { client })).status;

      const statuses = await Promise.all(Array.from({ length: 9 }, () => send(first, "198.51.100.9")));
      expect(statuses.filter((status) => status === 200)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(6);
      // Written behind the answers: the stored count catches up.
      await vi.waitFor(async () =>
        expect((await database.db.select().from(rateLimitBuckets)).map((bucket) => bucket.hits)).toEqual([9]),
      );

      const restarted = createLeadTestApp(database.db, { rateLimit, clock });
      expect(await send(restarted, "198.51.100.9")).toBe(429);
      expect(await send(restarted, "198.51.100.10")).toBe(200);
      expect(await storedLeads()).toHaveLength(4);
    });

    // Node-only: a second rate-limit secret needs a second app.
    it("gives the same address another key under another secret, so the address alone cannot find its row", async () => {
      const client = "198.51.100.77";
      const otherSecret = "another-secret-of-at-least-32-characters";
      const keyUnder = (secret: string) => createHmac("sha256", secret).update(client).digest("base64url").slice(0, 32);
      // Other tests' apps may still write their own buckets: only this address's keys are looked for.
      const keys = async () => (await database.db.select().from(rateLimitBuckets)).map((bucket) => bucket.key);
      await postFunction(createLeadTestApp(database.db), "send-contact-message", contactMessageInput(), { client });
      expect(await keys()).toContain(keyUnder(TEST_RATE_LIMIT_SECRET));
      expect((await keys()).filter((key) => key.includes(client))).toEqual([]);
      await postFunction(
        createLeadTestApp(database.db, { rateLimitSecret: otherSecret }),
        "send-contact-message",
        contactMessageInput(),
        {
          client,
        },
      );
      expect(await keys()).toContain(keyUnder(otherSecret));
      expect(keyUnder(otherSecret)).not.toBe(keyUnder(TEST_RATE_LIMIT_SECRET));
    });

    // Node-only: proxy-hop settings are the server's TRUST_PROXY, set per app.
    it("ignores X-Forwarded-For unless told to trust a proxy", async () => {
      const direct = createLeadTestApp(database.db, {
        rateLimit: { max: 1, windowMs: 60_000 },
        trustProxyHops: 0,
        clock: inOneWindow,
      });
      expect((await postFunction(direct, "send-contact-message", contactMessageInput(), { client: "192.0.2.1" })).status).toBe(
        200,
      );
      expect((await postFunction(direct, "send-contact-message", contactMessageInput(), { client: "192.0.2.2" })).status).toBe(
        429,
      );
    });

    // Node-only: proxy-hop settings are the server's TRUST_PROXY, set per app.
    it("counts the address our proxy saw, not one the client made up", async () => {
      const proxied = createLeadTestApp(database.db, {
        rateLimit: { max: 1, windowMs: 60_000 },
        trustProxyHops: 1,
        clock: inOneWindow,
      });
      const send = (forwardedFor: string) =>
        postFunction(proxied, "send-contact-message", contactMessageInput(), { client: forwardedFor });
      expect((await send("10.0.0.1, 192.0.2.50")).status).toBe(200);
      expect((await send("10.9.9.9, 192.0.2.50")).status).toBe(429);
    });
  });
});
