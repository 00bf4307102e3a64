/**
 * The lead functions' contract, over HTTP, as any deployment of them must keep it: statuses, messages, CORS and
 * response headers, Idempotency-Key replay and conflicts, the honeypot, the rate limit, size and type limits. One
 * suite, run against the Node server (tests/integration/functions.test.ts) and against the Supabase functions served
 * by Deno (tests/integration/supabase-functions.test.ts), each reading the rows it stored from its own database.
 */
import { createHmac, randomUUID } from "node:crypto";
import { request as httpRequest } from "node:http";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { MAX_REQUEST_BYTES } from "#core/lead-forms.ts";
import type { Database } from "#server/db/database.ts";
import { leads, outboxJobs, rateLimitBuckets } from "#server/db/schema.ts";
import { refusedSubmissionLimit } from "#server/rate-limit.ts";
import {
  contactMessageInput,
  contactSalesInput,
  PARTNER_ORIGIN,
  SITE_ORIGIN,
  TEST_RATE_LIMIT_SECRET,
} from "#tests/support/lead-test-app.ts";
import { fieldMessage } from "#tests/support/site-copy.ts";

/** Each target allows this many submissions per client and window: enough for every test, few enough to reach. */
export const CONTRACT_RATE_LIMIT = { max: 5, windowSeconds: 60 };

/**
 * The limit counts in fixed windows of the clock, which a target's own clock runs: a test that must reach the limit
 * within one window waits for the next when the current one is nearly over (a test across the edge saw 200, not 429).
 */
const inOneRateLimitWindow = async () => {
  const windowMs = CONTRACT_RATE_LIMIT.windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < 15_000) await new Promise((done) => setTimeout(done, left + 100));
};

export type ContractTarget = {
  /** Where the functions answer, ending in /functions/v1. */
  url: string;
  /** The database the functions store into. */
  db: Database;
  /** The channels each genuine lead gets an outbox job for. */
  channels: readonly string[];
  /** Whether a form posted without JavaScript to a function is answered by the function (Supabase) or refused (Node). */
  takesFormPosts: boolean;
};

export type ContractPostOptions = {
  origin?: string | null;
  idempotencyKey?: string | null;
  /** The caller's address, as the proxy in front appends it to X-Forwarded-For; a fresh one unless given. */
  client?: string;
  contentType?: string;
  headers?: Record<string, string>;
};

let clients = 0;
/** A client address no other request of the run has used, so the rate limit is met only where a test means it. */
const freshClient = () => {
  clients++;
  return `198.51.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
};

/** POSTs a body to a function like the functions' own page would: same-origin, JSON, a fresh Idempotency-Key. */
export const postTo = (
  target: ContractTarget,
  name: string,
  body: unknown,
  options: ContractPostOptions = {},
): Promise<Response> => {
  const headers: Record<string, string> = {
    "Content-Type": options.contentType ?? "application/json",
    "X-Forwarded-For": options.client ?? freshClient(),
    ...options.headers,
  };
  const origin = options.origin === undefined ? new URL(target.url).origin : options.origin;
  if (origin !== null) headers.Origin = origin;
  const key = options.idempotencyKey === undefined ? randomUUID() : options.idempotencyKey;
  if (key !== null) headers["Idempotency-Key"] = key;
  return fetch(`${target.url}/${name}`, {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
};

/** A POST with a Host header of the caller's choosing, which fetch() does not let a caller set. */
const postWithHost = (url: string, host: string, headers: Record<string, string>, body: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method: "POST", headers: { ...headers, Host: host } }, (response) => {
      response.resume();
      response.once("end", () => resolve(response.statusCode ?? 0));
    });
    sent.once("error", reject);
    sent.end(body);
  });

/**
 * Registers the contract's tests for the target `current()` returns once the caller's beforeAll has started it. Every
 * test starts with no leads and no rate-limit counts.
 */
export const functionContract = (current: () => ContractTarget) => {
  const post = (name: string, body: unknown, options?: ContractPostOptions) => postTo(current(), name, body, options);
  const db = () => current().db;
  const storedLeads = () => db().select().from(leads);
  const storedJobs = () => db().select().from(outboxJobs);
  const ownOrigin = () => new URL(current().url).origin;

  beforeEach(async () => {
    await db().delete(outboxJobs);
    await db().delete(leads);
    await db().delete(rateLimitBuckets);
  });

  describe("accepting a lead", () => {
    it("stores a contact-sales lead with its page, attribution and one job per channel", async () => {
      const response = await post("send-contact-sales", {
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
      expect(response.headers.get("cache-control")).toBe("no-store");
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
      expect(jobs.map((job) => job.channel).sort()).toEqual([...current().channels].sort());
      expect(jobs.every((job) => job.leadId === body.id && job.status === "pending" && job.attempts === 0)).toBe(true);
    });

    it("stores a Get in Touch message the same way", async () => {
      const response = await post("send-contact-message", { ...contactMessageInput(), page: "/" });
      expect(response.status).toBe(200);
      const [lead] = await storedLeads();
      expect(lead).toMatchObject({ formType: "contact-message", page: "/", utmSource: null, referrer: null });
      expect(lead?.fields).toEqual(contactMessageInput());
    });

    it("accepts a call without an Idempotency-Key or Origin (a server or curl, not a web page)", async () => {
      const response = await post("send-contact-message", contactMessageInput(), { origin: null, idempotencyKey: null });
      expect(response.status).toBe(200);
      expect(await storedLeads()).toHaveLength(1);
    });

    it("takes a full-length message written in three-byte characters", async () => {
      const message = "谢".repeat(5_000);
      const response = await post("send-contact-message", {
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
      const response = await post("send-contact-message", {
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
      const response = await post("send-contact-sales", {
        ...contactSalesInput({ companyName: "   ", email: "not-an-address", industry: "Crypto" as never }),
        location: undefined,
      });
      expect(response.status).toBe(400);
      expect(response.headers.get("content-type")).toContain("application/json");
      const body = await response.json();
      expect(body.error).toEqual(expect.any(String));
      expect(body.fields).toEqual({
        companyName: fieldMessage("contact-sales", "companyName", "missing"),
        email: fieldMessage("contact-sales", "email", "invalid"),
        industry: fieldMessage("contact-sales", "industry", "missing"),
        location: fieldMessage("contact-sales", "location", "missing"),
      });
      expect(await storedLeads()).toHaveLength(0);
    });

    it("answers 400 for fields over their length limit", async () => {
      const response = await post("send-contact-message", contactMessageInput({ name: "n".repeat(121) }));
      expect(response.status).toBe(400);
      expect((await response.json()).fields).toEqual({ name: fieldMessage("contact-message", "name", "tooLong") });
    });

    it("counts the limits in UTF-16 units, as the browser does: 70 emoji are 140, a 5,200-unit message is too long", async () => {
      const tooLong = contactMessageInput({ name: "🌟".repeat(70), message: "🌟".repeat(2_600) });
      expect([tooLong.name.length, tooLong.message.length]).toEqual([140, 5_200]);
      const response = await post("send-contact-message", tooLong);
      expect(response.status).toBe(400);
      expect((await response.json()).fields).toEqual({
        name: fieldMessage("contact-message", "name", "tooLong"),
        message: fieldMessage("contact-message", "message", "tooLong"),
      });
      expect(await storedLeads()).toHaveLength(0);
      expect(await storedJobs()).toHaveLength(0);
    });

    it("answers 400 for a body that is not JSON, or not an object", async () => {
      for (const body of ["{not json", "[]", "null", '"text"', ""]) {
        const response = await post("send-contact-message", body);
        expect(response.status, body).toBe(400);
        expect((await response.json()).error).toEqual(expect.any(String));
      }
      expect(await storedLeads()).toHaveLength(0);
    });

    it("answers 400 for a malformed Idempotency-Key", async () => {
      const response = await post("send-contact-message", contactMessageInput(), { idempotencyKey: "has spaces" });
      expect(response.status).toBe(400);
      expect(await storedLeads()).toHaveLength(0);
    });

    it("answers 415 with its message for anything but JSON in UTF-8 (or a form post, where the target takes those)", async () => {
      const refused = ["text/plain", "application/json; charset=utf-16"];
      // The Supabase functions answer a form posted without JavaScript themselves (supabase-functions.test.ts).
      if (!current().takesFormPosts) refused.push("application/x-www-form-urlencoded", "multipart/form-data; boundary=x");
      for (const contentType of refused) {
        const response = await post("send-contact-message", contactMessageInput(), { contentType });
        expect(response.status, contentType).toBe(415);
        expect((await response.json()).error).toBe("Send the body as JSON, with Content-Type: application/json.");
      }
      const charsetOk = await post("send-contact-message", contactMessageInput(), {
        contentType: "application/json; charset=UTF-8",
      });
      expect(charsetOk.status).toBe(200);
      expect(await storedLeads()).toHaveLength(1);
    });

    it("answers 413 with its message above the body limit, with or without a Content-Length", async () => {
      const oversized = JSON.stringify({ ...contactMessageInput(), message: "x".repeat(MAX_REQUEST_BYTES) });
      const sized = await post("send-contact-message", oversized);
      expect(sized.status).toBe(413);
      expect((await sized.json()).error).toBe(`The body may be at most ${MAX_REQUEST_BYTES / 1024} KB.`);

      const chunked = new ReadableStream({
        start(controller) {
          for (let i = 0; i <= MAX_REQUEST_BYTES / 1024; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
          controller.close();
        },
      });
      const response = await fetch(`${current().url}/send-contact-message`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": freshClient() },
        body: chunked,
        duplex: "half",
      } as RequestInit);
      expect(response.status).toBe(413);
      expect(await storedLeads()).toHaveLength(0);
    });

    it("answers 404 for an unknown function and 405 with Allow for other methods", async () => {
      const unknown = await post("send-everything", contactMessageInput());
      expect(unknown.status).toBe(404);
      expect((await unknown.json()).error).toBe('There is no function named "send-everything".');
      const get = await fetch(`${current().url}/send-contact-sales`);
      expect(get.status).toBe(405);
      expect(get.headers.get("allow")).toBe("POST, OPTIONS");
      expect((await get.json()).error).toBe("Call this function with POST.");
      expect(await storedLeads()).toHaveLength(0);
    });
  });

  describe("cross-origin calls", () => {
    const preflight = (origin: string) =>
      fetch(`${current().url}/send-contact-sales`, {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type, idempotency-key, authorization, apikey, x-client-info",
        },
      });

    it("answers a preflight from the site's own origins", async () => {
      for (const origin of [SITE_ORIGIN, PARTNER_ORIGIN, ownOrigin()]) {
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
      const response = await post("send-contact-sales", contactSalesInput(), { origin: "https://evil.example" });
      expect(response.status).toBe(403);
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
      expect((await post("send-contact-sales", contactSalesInput(), { origin: "null" })).status).toBe(403);
      expect(await storedLeads()).toHaveLength(0);
    });

    it("refuses a foreign page that names its own host in Host or X-Forwarded-Host", async () => {
      const foreign = "https://evil.example";
      const byHost = await postWithHost(
        `${current().url}/send-contact-sales`,
        new URL(foreign).host,
        { "Content-Type": "application/json", Origin: foreign, "X-Forwarded-For": freshClient() },
        JSON.stringify(contactSalesInput()),
      );
      expect(byHost).toBe(403);
      const byForwardedHost = await post("send-contact-sales", contactSalesInput(), {
        origin: foreign,
        headers: { "X-Forwarded-Host": new URL(foreign).host, "X-Forwarded-Proto": "https" },
      });
      expect(byForwardedHost.status).toBe(403);
      expect(await storedLeads()).toHaveLength(0);
    });

    it("lets an allowed page read every answer, errors included", async () => {
      const response = await post("send-contact-sales", {}, { origin: SITE_ORIGIN });
      expect(response.status).toBe(400);
      expect(response.headers.get("access-control-allow-origin")).toBe(SITE_ORIGIN);
      expect(response.headers.get("vary")).toContain("Origin");
      const accepted = await post("send-contact-sales", contactSalesInput(), { origin: SITE_ORIGIN });
      expect(accepted.status).toBe(200);
      expect(accepted.headers.get("access-control-allow-origin")).toBe(SITE_ORIGIN);
    });
  });

  describe("security headers", () => {
    // An unknown function's name is not here: on Supabase, the platform answers it, not the functions.
    it("sends every answer, accepted, refused or a preflight, with nosniff, no framing and a policy that allows nothing", async () => {
      const answers = {
        accepted: await post("send-contact-message", contactMessageInput()),
        invalid: await post("send-contact-sales", {}),
        "not JSON": await post("send-contact-message", contactMessageInput(), { contentType: "text/plain" }),
        "too large": await post("send-contact-message", { message: "x".repeat(MAX_REQUEST_BYTES) }),
        "another origin": await post("send-contact-sales", contactSalesInput(), { origin: "https://evil.example" }),
        "a GET": await fetch(`${current().url}/send-contact-sales`),
        preflight: await fetch(`${current().url}/send-contact-sales`, {
          method: "OPTIONS",
          headers: { Origin: SITE_ORIGIN, "Access-Control-Request-Method": "POST" },
        }),
      };
      for (const [answer, response] of Object.entries(answers)) {
        expect(response.headers.get("x-content-type-options"), answer).toBe("nosniff");
        expect(response.headers.get("x-frame-options"), answer).toBe("DENY");
        expect(response.headers.get("content-security-policy"), answer).toMatch(/^default-src 'none';.*frame-ancestors 'none'/);
        await response.body?.cancel();
      }
    });
  });

  describe("idempotency", () => {
    it("answers a retry with the first answer and stores nothing twice", async () => {
      const key = randomUUID();
      const first = await post("send-contact-sales", contactSalesInput(), { idempotencyKey: key });
      const retry = await post("send-contact-sales", contactSalesInput(), { idempotencyKey: key });
      expect(first.status).toBe(200);
      expect(retry.status).toBe(200);
      expect(await retry.json()).toEqual(await first.json());
      expect(retry.headers.get("idempotent-replayed")).toBe("true");
      expect(await storedLeads()).toHaveLength(1);
      expect(await storedJobs()).toHaveLength(current().channels.length);
    });

    it("stores one lead when a double click sends the same key twice at once", async () => {
      const key = randomUUID();
      const client = freshClient();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => post("send-contact-message", contactMessageInput(), { idempotencyKey: key, client })),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      const ids = new Set(await Promise.all(answers.map(async (answer) => (await answer.json()).id)));
      expect(ids.size).toBe(1);
      expect(await storedLeads()).toHaveLength(1);
    });

    it("refuses a key reused for a different submission with 422", async () => {
      const key = randomUUID();
      await post("send-contact-message", contactMessageInput(), { idempotencyKey: key });
      const reused = await post("send-contact-message", contactMessageInput({ subject: "Other" }), { idempotencyKey: key });
      expect(reused.status).toBe(422);
      expect((await reused.json()).error).toEqual(expect.any(String));
      expect(await storedLeads()).toHaveLength(1);
    });

    it("keeps the two forms' keys apart", async () => {
      const key = randomUUID();
      await post("send-contact-message", contactMessageInput(), { idempotencyKey: key });
      await post("send-contact-sales", contactSalesInput(), { idempotencyKey: key });
      expect(await storedLeads()).toHaveLength(2);
    });
  });

  describe("the honeypot", () => {
    it("answers a bot exactly like a person, stores its lead as spam and delivers nothing", async () => {
      const human = await post("send-contact-sales", contactSalesInput());
      const bot = await post("send-contact-sales", { ...contactSalesInput(), website: "https://spam.example" });
      expect(human.status).toBe(200);
      expect(bot.status).toBe(human.status);
      expect(Object.keys(await bot.json())).toEqual(Object.keys(await human.json()));
      expect([...bot.headers.keys()].sort()).toEqual([...human.headers.keys()].sort());

      const spam = (await storedLeads()).filter((lead) => lead.spam);
      expect(spam).toHaveLength(1);
      expect(await db().select().from(outboxJobs).where(eq(outboxJobs.leadId, spam[0]!.id))).toHaveLength(0);
    });
  });

  describe("the rate limit", () => {
    it("answers 429 with Retry-After and its message past the limit, per client", async () => {
      await inOneRateLimitWindow();
      const client = freshClient();
      const send = (from: string) => post("send-contact-message", contactMessageInput(), { client: from });
      for (let i = 0; i < CONTRACT_RATE_LIMIT.max; i++) expect((await send(client)).status).toBe(200);
      const refused = await send(client);
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(CONTRACT_RATE_LIMIT.windowSeconds);
      expect((await refused.json()).error).toBe(
        `Too many submissions from your network. Please try again in ${retryAfter} seconds.`,
      );
      expect((await send(freshClient())).status).toBe(200);
      expect(await storedLeads()).toHaveLength(CONTRACT_RATE_LIMIT.max + 1);
    });

    it("counts a burst exactly: of many submissions at once from one client, the limit's number are accepted", async () => {
      await inOneRateLimitWindow();
      const client = freshClient();
      const statuses = await Promise.all(
        Array.from({ length: CONTRACT_RATE_LIMIT.max * 3 }, () =>
          post("send-contact-message", contactMessageInput(), { client }).then((answer) => answer.status),
        ),
      );
      expect(statuses.filter((status) => status === 200)).toHaveLength(CONTRACT_RATE_LIMIT.max);
      expect(statuses.filter((status) => status === 429)).toHaveLength(CONTRACT_RATE_LIMIT.max * 2);
      expect(await storedLeads()).toHaveLength(CONTRACT_RATE_LIMIT.max);
    });

    it("answers a retry of a stored submission with its id even past the limit, and refuses a new one", async () => {
      await inOneRateLimitWindow();
      const client = freshClient();
      const key = randomUUID();
      const send = (idempotencyKey: string) => post("send-contact-sales", contactSalesInput(), { client, idempotencyKey });

      const first = await send(key);
      expect(first.status).toBe(200);
      const { id } = await first.json();
      for (let i = 1; i < CONTRACT_RATE_LIMIT.max; i++) expect((await send(randomUUID())).status).toBe(200);
      for (let retry = 0; retry < 3; retry++) {
        const replayed = await send(key);
        expect(replayed.status).toBe(200);
        expect(await replayed.json()).toEqual({ ok: true, id });
        expect(replayed.headers.get("idempotent-replayed")).toBe("true");
      }
      expect((await send(randomUUID())).status).toBe(429);
      expect(await storedLeads()).toHaveLength(CONTRACT_RATE_LIMIT.max);
    });

    it("counts only well-formed submissions: ten refused posts, then a valid one is accepted", async () => {
      await inOneRateLimitWindow();
      const client = freshClient();
      for (let i = 0; i < Math.max(10, CONTRACT_RATE_LIMIT.max * 2); i++) {
        expect((await post("send-contact-sales", contactSalesInput({ email: "not-an-address" }), { client })).status).toBe(400);
      }
      expect((await post("send-contact-sales", contactSalesInput(), { client })).status).toBe(200);
      expect(await storedLeads()).toHaveLength(1);
    });

    it("still refuses a flood of refused posts past their own, higher bound, without touching the valid budget", async () => {
      await inOneRateLimitWindow();
      const client = freshClient();
      const bound = refusedSubmissionLimit(CONTRACT_RATE_LIMIT.max);
      expect(bound).toBeGreaterThan(CONTRACT_RATE_LIMIT.max);
      for (let i = 0; i < bound; i++) expect((await post("send-contact-message", "{not json", { client })).status).toBe(400);
      const flooded = await post("send-contact-message", "{not json", { client });
      expect(flooded.status).toBe(429);
      expect(Number(flooded.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await post("send-contact-message", contactMessageInput(), { client })).status).toBe(200);
    });

    it("stores each client as an HMAC of its address under the secret, never the address", async () => {
      const client = freshClient();
      await post("send-contact-message", contactMessageInput(), { client });
      const keys = (await db().select().from(rateLimitBuckets)).map((bucket) => bucket.key);
      expect(keys).toEqual([createHmac("sha256", TEST_RATE_LIMIT_SECRET).update(client).digest("base64url").slice(0, 32)]);
    });
  });
};
