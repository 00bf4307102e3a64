/**
 * The three Supabase functions served by Deno, on a PostgreSQL migrated with the Supabase migrations: the forms'
 * contract (statuses, messages, headers, idempotent replay, rate limit, honeypot, size and type limits) as the Node
 * server keeps it, and deliver-outbox against a stand-in of the HTTP mail API.
 */
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formSentAnchor, leadForms, MAX_REQUEST_BYTES } from "#core/lead-forms.ts";
import { type DenoFunctions, startDenoFunctions } from "#tooling/deno-functions.ts";
import { contactMessageInput, contactSalesInput } from "#tooling/sample-leads.ts";
import { openSupabaseDatabase, type SupabaseDatabase } from "#tooling/supabase-database.ts";

const SITE_ORIGIN = "https://northstar.test";
const OUTBOX_SECRET = "an-outbox-secret-of-the-test";
const RATE_LIMIT_MAX = 5;
const MAX_JOBS_PER_RUN = 20;

type MailRequest = { key: string; leadId: string; accepted: boolean; body: Record<string, unknown> };

/** Stands in for the mail API: records every request; while `down`, answers 503; takes its time when `delayMs`. */
const startMailApi = async () => {
  const state = { down: false, delayMs: 0, requests: [] as MailRequest[] };
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", async () => {
      await new Promise((done) => setTimeout(done, state.delayMs));
      const parsed = JSON.parse(body) as Record<string, unknown>;
      const accepted = !state.down && request.headers.authorization === "Bearer test-mail-key";
      state.requests.push({
        key: String(request.headers["idempotency-key"]),
        leadId: String((parsed.headers as Record<string, string>)["X-Northstar-Lead-Id"]),
        accepted,
        body: parsed,
      });
      response.writeHead(accepted ? 200 : 503, { "Content-Type": "application/json" });
      response.end(JSON.stringify(accepted ? { id: randomUUID() } : { message: "unavailable" }));
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return { state, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`, close: () => server.close() };
};

describe.skipIf(!process.env.TEST_DATABASE_URL)("the Supabase functions under Deno", () => {
  let database: SupabaseDatabase;
  let functions: DenoFunctions;
  let mailApi: Awaited<ReturnType<typeof startMailApi>>;

  beforeAll(async () => {
    database = await openSupabaseDatabase(process.env.TEST_DATABASE_URL!);
    mailApi = await startMailApi();
    functions = await startDenoFunctions({
      SUPABASE_DB_URL: database.url,
      SUPABASE_URL: "http://127.0.0.1:9",
      SITE_URL: SITE_ORIGIN,
      ALLOWED_ORIGINS: "https://partner.example",
      RATE_LIMIT_SECRET: "a-test-secret-that-is-at-least-32-characters-long",
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      OUTBOX_SECRET,
      // The kick after each lead goes nowhere here: the tests run deliver-outbox themselves.
      OUTBOX_URL: "http://127.0.0.1:9/",
      OUTBOX_MAX_JOBS_PER_RUN: String(MAX_JOBS_PER_RUN),
      MAIL_API_KEY: "test-mail-key",
      MAIL_API_URL: mailApi.url,
      SALES_INBOX: "sales@northstar.test",
      MAIL_FROM: "Northstar website <noreply@northstar.test>",
      LOG_LEVEL: "warn",
    });
  }, 120_000);
  afterAll(async () => {
    await functions?.stop();
    mailApi?.close();
    await database?.destroy();
  });

  let clients = 0;
  /** Each call comes from its own address unless told, so the rate limit is met only where a test means it. */
  const post = (name: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${functions.url}/${name}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: SITE_ORIGIN,
        "Idempotency-Key": randomUUID(),
        "X-Forwarded-For": `198.51.100.${++clients % 250}`,
        ...headers,
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  const leadCount = async () => Number((await database.sql`select count(*) from leads`)[0]?.count);

  it("stores a lead of each form with its e-mail job, as the Node server does", async () => {
    const sales = await post("send-contact-sales", { ...contactSalesInput(), page: "/pricing" });
    expect(sales.status).toBe(200);
    expect(sales.headers.get("access-control-allow-origin")).toBe(SITE_ORIGIN);
    const { id } = await sales.json();
    const message = await post("send-contact-message", contactMessageInput());
    expect(message.status).toBe(200);
    const [lead] = await database.sql`select form_type, email, page, spam from leads where id = ${id}`;
    expect(lead).toEqual({ form_type: "contact-sales", email: "ada@acme.example", page: "/pricing", spam: false });
    expect(await database.sql`select channel, status from outbox_jobs where lead_id = ${id}`).toEqual([
      { channel: "email", status: "pending" },
    ]);
  });

  it("stores a form posted without JavaScript and sends the visitor back to the site's page at its success message", async () => {
    const response = await fetch(`${functions.url}/send-contact-message?apikey=a-publishable-key`, {
      method: "POST",
      headers: { Origin: SITE_ORIGIN, "X-Forwarded-For": `198.51.100.${++clients % 250}` },
      body: new URLSearchParams(contactMessageInput({ subject: `No script ${randomUUID()}` })),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    const pagePath = leadForms["contact-message"].pagePath;
    expect(response.headers.get("location")).toBe(`${SITE_ORIGIN}${pagePath}#${formSentAnchor("contact-message")}`);
    const [lead] =
      await database.sql`select page from leads where form_type = 'contact-message' and fields->>'subject' like 'No script %'`;
    expect(lead).toEqual({ page: pagePath });
  });

  it("refuses invalid fields, bad bodies, other types, oversized bodies, other methods and unknown names", async () => {
    const before = await leadCount();
    const invalid = await post("send-contact-sales", contactSalesInput({ email: "not-an-address", companyName: " " }));
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).fields).toEqual({
      companyName: "Enter your company's name.",
      email: "Enter a valid e-mail address, like name@company.com.",
    });
    for (const body of ["{not json", "[]", "null"]) expect((await post("send-contact-message", body)).status).toBe(400);
    expect((await post("send-contact-message", contactMessageInput(), { "Content-Type": "text/plain" })).status).toBe(415);
    expect((await post("send-contact-message", contactMessageInput(), { "Idempotency-Key": "has spaces" })).status).toBe(400);
    const oversized = { ...contactMessageInput(), message: "x".repeat(MAX_REQUEST_BYTES) };
    expect((await post("send-contact-message", oversized)).status).toBe(413);
    const get = await fetch(`${functions.url}/send-contact-sales`);
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST, OPTIONS");
    expect((await post("send-everything", contactMessageInput())).status).toBe(404);
    expect(await leadCount()).toBe(before);
  });

  it("answers the site's preflight and refuses other origins with 403", async () => {
    const preflight = (origin: string) =>
      fetch(`${functions.url}/send-contact-sales`, {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type, idempotency-key, authorization, apikey, x-client-info",
        },
      });
    const allowed = await preflight("https://partner.example");
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("access-control-allow-headers")).toContain("apikey");
    expect((await preflight("https://evil.example")).status).toBe(403);
    expect((await post("send-contact-sales", contactSalesInput(), { Origin: "https://evil.example" })).status).toBe(403);
  });

  it("replays a retry, refuses a reused key, and keeps a bot's lead as spam with no delivery", async () => {
    const key = randomUUID();
    const first = await post("send-contact-message", contactMessageInput(), { "Idempotency-Key": key });
    const retry = await post("send-contact-message", contactMessageInput(), { "Idempotency-Key": key });
    expect(retry.headers.get("idempotent-replayed")).toBe("true");
    expect(await retry.json()).toEqual(await first.json());
    const reused = await post("send-contact-message", contactMessageInput({ subject: "Other" }), { "Idempotency-Key": key });
    expect(reused.status).toBe(422);

    const bot = await post("send-contact-sales", { ...contactSalesInput(), website: "https://spam.example" });
    expect(bot.status).toBe(200);
    const { id } = await bot.json();
    expect(await database.sql`select spam from leads where id = ${id}`).toEqual([{ spam: true }]);
    expect(await database.sql`select id from outbox_jobs where lead_id = ${id}`).toHaveLength(0);
  });

  it("answers 429 with Retry-After past the rate limit", async () => {
    const client = { "X-Forwarded-For": "192.0.2.200" };
    for (let i = 0; i < RATE_LIMIT_MAX; i++)
      expect((await post("send-contact-message", contactMessageInput(), client)).status).toBe(200);
    const refused = await post("send-contact-message", contactMessageInput(), client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  describe("deliver-outbox", () => {
    const deliver = (secret = OUTBOX_SECRET) =>
      fetch(`${functions.url}/deliver-outbox`, { method: "POST", headers: { Authorization: `Bearer ${secret}` } });
    const genuineLeadIds = async () =>
      (await database.sql`select id from leads where not spam order by id`).map((row) => row.id as string);

    it("refuses a caller without its secret", async () => {
      expect((await deliver("wrong")).status).toBe(401);
      expect((await fetch(`${functions.url}/deliver-outbox`, { method: "POST" })).status).toBe(401);
      expect(mailApi.state.requests).toHaveLength(0);
    });

    it("delivers every lead exactly once across an outage of the mail API", async () => {
      mailApi.state.down = true;
      const duringOutage = await (await deliver()).json();
      expect(duringOutage.sent).toBe(0);
      expect(duringOutage.failed).toBeGreaterThan(0);
      expect(await database.sql`select distinct status from outbox_jobs`).toEqual([{ status: "pending" }]);

      mailApi.state.down = false;
      // The retries are due later; time passes.
      await database.sql`update outbox_jobs set next_attempt_at = now()`;
      let sent = 0;
      for (let run = 0; run < 5; run++) sent += (await (await deliver()).json()).sent;
      const accepted = mailApi.state.requests.filter((request) => request.accepted);
      expect(accepted.map((request) => request.leadId).sort()).toEqual(await genuineLeadIds());
      expect(sent).toBe(accepted.length);
      // Same e-mail as the SMTP channel's: the sales inbox, a reply-to the visitor, text and HTML.
      expect(accepted[0]?.body).toMatchObject({ to: ["sales@northstar.test"], subject: expect.any(String) });
      expect(String(accepted[0]?.body.html)).toContain("<!doctype html>");
    });

    it("never sends one job twice when two runs overlap, and each run takes a bounded batch", async () => {
      for (let i = 0; i < 30; i++) expect((await post("send-contact-message", contactMessageInput())).status).toBe(200);
      mailApi.state.requests = [];
      mailApi.state.delayMs = 20;
      const runs = await Promise.all([deliver(), deliver()].map(async (answer) => (await answer).json()));
      mailApi.state.delayMs = 0;
      for (const run of runs) expect(run.sent).toBeLessThanOrEqual(MAX_JOBS_PER_RUN);
      expect(runs[0].sent + runs[1].sent).toBe(30);
      const keys = mailApi.state.requests.map((request) => request.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys).toHaveLength(30);
    });
  });
});
