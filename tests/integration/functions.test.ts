import { createHmac, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_REQUEST_BYTES } from "#core/lead-forms.ts";
import { leads, outboxJobs, rateLimitBuckets } from "#server/db/schema.ts";
import {
  contactMessageInput,
  contactSalesInput,
  createLeadTestApp,
  OWN_HOST,
  postFunction,
  SITE_ORIGIN,
  TEST_RATE_LIMIT_SECRET,
} from "#tests/support/lead-test-app.ts";
import { databaseKinds, openTestDatabase, type TestDatabase } from "#tests/support/lead-test-database.ts";

describe.each(databaseKinds)("the lead functions on %s", (kind) => {
  let database: TestDatabase;
  let app: Hono;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = createLeadTestApp(database.db);
  });
  afterAll(() => database.destroy());
  beforeEach(async () => {
    await database.db.delete(leads);
    await database.db.delete(rateLimitBuckets);
  });

  const storedLeads = () => database.db.select().from(leads);
  const storedJobs = () => database.db.select().from(outboxJobs);

  describe("accepting a lead", () => {
    it("stores a contact-sales lead with its page, attribution and one job per channel", async () => {
      const response = await postFunction(app, "send-contact-sales", {
        ...contactSalesInput({ email: "Ada@Acme.example", currentTools: "" }),
        page: "/pricing",
        attribution: {
          utm_source: "linkedin",
          utm_medium: "paid",
          utm_campaign: "q3-launch",
          utm_term: "ai pm",
          utm_content: "carousel",
          referrer: "https://www.linkedin.com/",
        },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("application/json");
      const body = await response.json();
      expect(body).toEqual({ ok: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

      const [lead] = await storedLeads();
      expect(lead).toMatchObject({
        id: body.id,
        formType: "contact-sales",
        email: "ada@acme.example",
        page: "/pricing",
        utmSource: "linkedin",
        utmMedium: "paid",
        utmCampaign: "q3-launch",
        utmTerm: "ai pm",
        utmContent: "carousel",
        referrer: "https://www.linkedin.com/",
        spam: false,
      });
      // Empty optional fields are not stored; the address keeps the case the visitor typed.
      expect(lead?.fields).toEqual({
        companyName: "Acme Analytics",
        contactName: "Ada Lovelace",
        email: "Ada@Acme.example",
        role: "Head of Product",
        industry: "SaaS",
        location: "United Kingdom",
        primaryGoal: "Shorten discovery from weeks to days.",
      });
      expect(Math.abs((lead?.receivedAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
      const jobs = await storedJobs();
      expect(jobs.map((job) => job.channel).sort()).toEqual(["email", "webhook"]);
      expect(jobs.every((job) => job.leadId === body.id && job.status === "pending" && job.attempts === 0)).toBe(true);
    });

    it("stores a Get in Touch message the same way", async () => {
      const response = await postFunction(app, "send-contact-message", { ...contactMessageInput(), page: "/" });
      expect(response.status).toBe(200);
      const [lead] = await storedLeads();
      expect(lead).toMatchObject({ formType: "contact-message", page: "/", utmSource: null, referrer: null });
      expect(lead?.fields).toEqual(contactMessageInput());
    });

    it("accepts a call without an Idempotency-Key or Origin (a server or curl, not a web page)", async () => {
      const response = await postFunction(app, "send-contact-message", contactMessageInput(), {
        origin: null,
        idempotencyKey: null,
      });
      expect(response.status).toBe(200);
      expect(await storedLeads()).toHaveLength(1);
    });

    it("takes a full-length message written in three-byte characters", async () => {
      const message = "谢".repeat(5_000);
      const response = await postFunction(app, "send-contact-message", {
        ...contactMessageInput({ name: "王".repeat(120), subject: "主".repeat(200), message }),
        page: `/${"p".repeat(2_000)}`,
        attribution: {
          utm_source: "源".repeat(500),
          utm_campaign: "活".repeat(500),
          referrer: `https://example.com/${"r".repeat(2_000)}`,
        },
      });
      expect(response.status).toBe(200);
      const [lead] = await storedLeads();
      expect(lead?.fields.message).toBe(message);
    });

    it("drops attribution values it cannot use instead of refusing the lead", async () => {
      const response = await postFunction(app, "send-contact-message", {
        ...contactMessageInput(),
        page: 42,
        attribution: { utm_source: "x".repeat(501), utm_medium: ["email"], referrer: "https://news.example/" },
      });
      expect(response.status).toBe(200);
      const [lead] = await storedLeads();
      expect(lead).toMatchObject({ page: null, utmSource: null, utmMedium: null, referrer: "https://news.example/" });
    });
  });

  describe("refusing what it cannot take", () => {
    it("answers 400 with a message for each invalid field", async () => {
      const response = await postFunction(app, "send-contact-sales", {
        ...contactSalesInput({ companyName: "   ", email: "not-an-address", industry: "Crypto" as never }),
        location: undefined,
      });
      expect(response.status).toBe(400);
      const body = await response.json();
      expect(body.error).toEqual(expect.any(String));
      expect(body.fields).toEqual({
        companyName: "Enter your company's name.",
        email: "Enter a valid e-mail address, like name@company.com.",
        industry: "Choose your industry.",
        location: "Choose your country, or Other.",
      });
      expect(await storedLeads()).toHaveLength(0);
    });

    it("answers 400 for fields over their length limit", async () => {
      const response = await postFunction(app, "send-contact-message", contactMessageInput({ name: "n".repeat(121) }));
      expect(response.status).toBe(400);
      expect((await response.json()).fields).toEqual({ name: "Keep your name under 120 characters." });
    });

    it("counts the limits in UTF-16 units, as the browser does: 70 emoji are 140, a 5,200-unit message is too long", async () => {
      const tooLong = contactMessageInput({ name: "🌟".repeat(70), message: "🌟".repeat(2_600) });
      expect([tooLong.name.length, tooLong.message.length]).toEqual([140, 5_200]);
      const response = await postFunction(app, "send-contact-message", tooLong);
      expect(response.status).toBe(400);
      expect((await response.json()).fields).toEqual({
        name: "Keep your name under 120 characters.",
        message: "Keep the message under 5,000 characters.",
      });
      expect(await storedLeads()).toHaveLength(0);
      expect(await storedJobs()).toHaveLength(0);
    });

    it("answers 400 for a body that is not JSON, or not an object", async () => {
      for (const body of ["{not json", "[]", "null", '"text"', ""]) {
        const response = await postFunction(app, "send-contact-message", body);
        expect(response.status, body).toBe(400);
        expect((await response.json()).error).toEqual(expect.any(String));
      }
      expect(await storedLeads()).toHaveLength(0);
    });

    it("answers 400 for a malformed Idempotency-Key", async () => {
      const response = await postFunction(app, "send-contact-message", contactMessageInput(), { idempotencyKey: "has spaces" });
      expect(response.status).toBe(400);
    });

    it("answers 415 for anything but application/json", async () => {
      for (const contentType of [
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/json; charset=utf-16",
      ]) {
        const response = await postFunction(app, "send-contact-message", contactMessageInput(), { contentType });
        expect(response.status, contentType).toBe(415);
      }
      const charsetOk = await postFunction(app, "send-contact-message", contactMessageInput(), {
        contentType: "application/json; charset=UTF-8",
      });
      expect(charsetOk.status).toBe(200);
    });

    it("answers 413 above the body limit, with or without a Content-Length", async () => {
      const oversized = JSON.stringify({ ...contactMessageInput(), message: "x".repeat(MAX_REQUEST_BYTES) });
      expect((await postFunction(app, "send-contact-message", oversized)).status).toBe(413);

      const chunked = new ReadableStream({
        start(controller) {
          for (let i = 0; i <= MAX_REQUEST_BYTES / 1024; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
          controller.close();
        },
      });
      const response = await app.request(`http://${OWN_HOST}/functions/v1/send-contact-message`, {
        method: "POST",
        headers: { Host: OWN_HOST, "Content-Type": "application/json" },
        body: chunked,
        duplex: "half",
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(await storedLeads()).toHaveLength(0);
    });

    it("answers 404 for an unknown function and 405 for other methods", async () => {
      expect((await postFunction(app, "send-everything", contactMessageInput())).status).toBe(404);
      const get = await app.request(`http://${OWN_HOST}/functions/v1/send-contact-sales`, { headers: { Host: OWN_HOST } });
      expect(get.status).toBe(405);
      expect(get.headers.get("allow")).toBe("POST, OPTIONS");
    });
  });

  describe("cross-origin calls", () => {
    const preflight = (origin: string) =>
      app.request(`http://${OWN_HOST}/functions/v1/send-contact-sales`, {
        method: "OPTIONS",
        headers: {
          Host: OWN_HOST,
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type, idempotency-key, authorization, apikey",
        },
      });

    it("answers a preflight from the site's own origins", async () => {
      for (const origin of [SITE_ORIGIN, "https://partner.example", `http://${OWN_HOST}`]) {
        const response = await preflight(origin);
        expect(response.status, origin).toBe(204);
        expect(response.headers.get("access-control-allow-origin")).toBe(origin);
        expect(response.headers.get("access-control-allow-methods")).toContain("POST");
        expect(response.headers.get("access-control-allow-headers")).toContain("idempotency-key");
        expect(response.headers.get("access-control-allow-headers")).toContain("apikey");
      }
    });

    it("refuses a preflight and a POST from any other origin with 403", async () => {
      expect((await preflight("https://evil.example")).status).toBe(403);
      const response = await postFunction(app, "send-contact-sales", contactSalesInput(), { origin: "https://evil.example" });
      expect(response.status).toBe(403);
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
      expect((await postFunction(app, "send-contact-sales", contactSalesInput(), { origin: "null" })).status).toBe(403);
      expect(await storedLeads()).toHaveLength(0);
    });

    it("lets an allowed page read every answer, errors included", async () => {
      const response = await postFunction(app, "send-contact-sales", {}, { origin: SITE_ORIGIN });
      expect(response.status).toBe(400);
      expect(response.headers.get("access-control-allow-origin")).toBe(SITE_ORIGIN);
      expect(response.headers.get("vary")).toContain("Origin");
    });
  });

  describe("idempotency", () => {
    it("answers a retry with the first answer and stores nothing twice", async () => {
      const key = randomUUID();
      const first = await postFunction(app, "send-contact-sales", contactSalesInput(), { idempotencyKey: key });
      const retry = await postFunction(app, "send-contact-sales", contactSalesInput(), { idempotencyKey: key });
      expect(first.status).toBe(200);
      expect(retry.status).toBe(200);
      expect(await retry.json()).toEqual(await first.json());
      expect(retry.headers.get("idempotent-replayed")).toBe("true");
      expect(await storedLeads()).toHaveLength(1);
      expect(await storedJobs()).toHaveLength(2);
    });

    it("stores one lead when a double click sends the same key twice at once", async () => {
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          postFunction(app, "send-contact-message", contactMessageInput(), { idempotencyKey: key }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      const ids = new Set(await Promise.all(answers.map(async (answer) => (await answer.json()).id)));
      expect(ids.size).toBe(1);
      expect(await storedLeads()).toHaveLength(1);
    });

    it("refuses a key reused for a different submission with 422", async () => {
      const key = randomUUID();
      await postFunction(app, "send-contact-message", contactMessageInput(), { idempotencyKey: key });
      const reused = await postFunction(app, "send-contact-message", contactMessageInput({ subject: "Other" }), {
        idempotencyKey: key,
      });
      expect(reused.status).toBe(422);
      expect(await storedLeads()).toHaveLength(1);
    });

    it("keeps the two forms' keys apart", async () => {
      const key = randomUUID();
      await postFunction(app, "send-contact-message", contactMessageInput(), { idempotencyKey: key });
      await postFunction(app, "send-contact-sales", contactSalesInput(), { idempotencyKey: key });
      expect(await storedLeads()).toHaveLength(2);
    });
  });

  describe("the honeypot", () => {
    it("answers a bot exactly like a person, stores its lead as spam and delivers nothing", async () => {
      const human = await postFunction(app, "send-contact-sales", contactSalesInput());
      const bot = await postFunction(app, "send-contact-sales", { ...contactSalesInput(), website: "https://spam.example" });
      expect(bot.status).toBe(human.status);
      expect(Object.keys(await bot.json())).toEqual(Object.keys(await human.json()));
      expect([...bot.headers.keys()].sort()).toEqual([...human.headers.keys()].sort());

      const spam = (await storedLeads()).filter((lead) => lead.spam);
      expect(spam).toHaveLength(1);
      const jobs = await database.db.select().from(outboxJobs).where(eq(outboxJobs.leadId, spam[0]!.id));
      expect(jobs).toHaveLength(0);
    });
  });

  describe("the rate limit", () => {
    it("answers 429 with Retry-After past the limit, per client, with its count in the database", async () => {
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

    it("answers a retry of a stored submission with its id even past the limit, and refuses a new one", async () => {
      const limited = createLeadTestApp(database.db, { rateLimit: { max: 1, windowMs: 60_000 } });
      const key = randomUUID();
      const send = (idempotencyKey: string) =>
        postFunction(limited, "send-contact-sales", contactSalesInput(), { client: "198.51.100.9", idempotencyKey });

      const first = await send(key);
      expect(first.status).toBe(200);
      const { id } = await first.json();
      for (let retry = 0; retry < 3; retry++) {
        const replayed = await send(key);
        expect(replayed.status).toBe(200);
        expect(await replayed.json()).toEqual({ ok: true, id });
        expect(replayed.headers.get("idempotent-replayed")).toBe("true");
      }
      expect((await send(randomUUID())).status).toBe(429);
      expect(await storedLeads()).toHaveLength(1);
    });

    it("stores each client as an HMAC of its address under the secret, which cannot be reversed without it", async () => {
      const client = "198.51.100.77";
      await postFunction(app, "send-contact-message", contactMessageInput(), { client });
      const keys = (await database.db.select().from(rateLimitBuckets)).map((bucket) => bucket.key);
      expect(keys).toEqual([createHmac("sha256", TEST_RATE_LIMIT_SECRET).update(client).digest("base64url").slice(0, 32)]);

      // Another secret gives another key: knowing the address is not enough to find its row.
      const otherSecret = createLeadTestApp(database.db, { rateLimitSecret: "another-secret-of-at-least-32-characters" });
      await postFunction(otherSecret, "send-contact-message", contactMessageInput(), { client });
      expect(new Set((await database.db.select().from(rateLimitBuckets)).map((bucket) => bucket.key)).size).toBe(2);
    });

    it("ignores X-Forwarded-For unless told to trust a proxy", async () => {
      const direct = createLeadTestApp(database.db, { rateLimit: { max: 1, windowMs: 60_000 }, trustProxyHops: 0 });
      expect((await postFunction(direct, "send-contact-message", contactMessageInput(), { client: "192.0.2.1" })).status).toBe(
        200,
      );
      expect((await postFunction(direct, "send-contact-message", contactMessageInput(), { client: "192.0.2.2" })).status).toBe(
        429,
      );
    });

    it("counts the address our proxy saw, not one the client made up", async () => {
      const proxied = createLeadTestApp(database.db, { rateLimit: { max: 1, windowMs: 60_000 }, trustProxyHops: 1 });
      const send = (forwardedFor: string) =>
        postFunction(proxied, "send-contact-message", contactMessageInput(), { client: forwardedFor });
      expect((await send("10.0.0.1, 192.0.2.50")).status).toBe(200);
      expect((await send("10.9.9.9, 192.0.2.50")).status).toBe(429);
    });
  });
});
