/**
 * The three Supabase functions served by Deno, on a PostgreSQL migrated with the Supabase migrations: the forms'
 * shared contract (tests/support/function-contract.ts, the same suite the Node server passes), a form posted without
 * JavaScript, and deliver-outbox against stand-ins of the HTTP mail API and HubSpot's Forms API.
 */
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { drizzle } from "drizzle-orm/postgres-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadForms } from "#content/lead-forms.ts";
import { formSentAnchor } from "#core/lead-forms.ts";
import type { Database } from "#server/db/database.ts";
import * as schema from "#server/db/schema.ts";
import { CONTRACT_RATE_LIMIT, type ContractTarget, functionContract, postTo } from "#tests/support/function-contract.ts";
import { type HubSpotSink, startHubSpotSink } from "#tests/support/lead-delivery-sinks.ts";
import { PARTNER_ORIGIN, SITE_ORIGIN, TEST_RATE_LIMIT_SECRET } from "#tests/support/lead-test-app.ts";
import { type DenoFunctions, startDenoFunctions } from "#tooling/deno-functions.ts";
import { freeLoopbackPort } from "#tooling/production-server.ts";
import { contactMessageInput, contactSalesInput } from "#tooling/sample-leads.ts";
import { openSupabaseDatabase, type SupabaseDatabase } from "#tooling/supabase-database.ts";

const OUTBOX_SECRET = "an-outbox-secret-of-the-test";
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
  let hubspot: HubSpotSink;
  let target: ContractTarget;

  beforeAll(async () => {
    database = await openSupabaseDatabase(process.env.TEST_DATABASE_URL!);
    mailApi = await startMailApi();
    hubspot = await startHubSpotSink();
    // The functions' own origin is SUPABASE_URL: a refused form comes back as their page, and is posted from there.
    const port = await freeLoopbackPort();
    functions = await startDenoFunctions({
      PORT: String(port),
      SUPABASE_DB_URL: database.url,
      SUPABASE_URL: `http://127.0.0.1:${port}`,
      SITE_URL: SITE_ORIGIN,
      ALLOWED_ORIGINS: PARTNER_ORIGIN,
      RATE_LIMIT_SECRET: TEST_RATE_LIMIT_SECRET,
      RATE_LIMIT_MAX: String(CONTRACT_RATE_LIMIT.max),
      RATE_LIMIT_WINDOW_SECONDS: String(CONTRACT_RATE_LIMIT.windowSeconds),
      OUTBOX_SECRET,
      // The kick after each lead goes nowhere here: the tests run deliver-outbox themselves.
      OUTBOX_URL: "http://127.0.0.1:9/",
      OUTBOX_MAX_JOBS_PER_RUN: String(MAX_JOBS_PER_RUN),
      MAIL_API_KEY: "test-mail-key",
      MAIL_API_URL: mailApi.url,
      SALES_INBOX: "sales@northstar.test",
      MAIL_FROM: "Northstar website <noreply@northstar.test>",
      HUBSPOT_PORTAL_ID: "62515",
      HUBSPOT_FORM_ID: "78c2891f-ebdd-44c0-bd94-15c012bbbfbf",
      HUBSPOT_FORMS_URL: hubspot.url,
      LOG_LEVEL: "warn",
    });
    target = {
      url: functions.url,
      db: drizzle({ client: database.sql, schema }) as unknown as Database,
      channels: ["email", "hubspot"],
      takesFormPosts: true,
    };
  }, 120_000);
  afterAll(async () => {
    await functions?.stop();
    mailApi?.close();
    await hubspot?.close();
    await database?.destroy();
  });

  describe("the function contract", () => functionContract(() => target));

  it("stores a form posted without JavaScript and sends the visitor back to the site's page at its success message", async () => {
    const response = await fetch(`${functions.url}/send-contact-message?apikey=a-publishable-key`, {
      method: "POST",
      headers: { Origin: SITE_ORIGIN, "X-Forwarded-For": "192.0.2.10" },
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

  describe("deliver-outbox", () => {
    const deliver = (secret = OUTBOX_SECRET) =>
      fetch(`${functions.url}/deliver-outbox`, { method: "POST", headers: { Authorization: `Bearer ${secret}` } });
    const genuineLeadIds = async () =>
      (await database.sql`select id from leads where not spam order by id`).map((row) => row.id as string);

    beforeAll(async () => {
      // A lead of each form, and a bot's, which is never delivered.
      for (const [name, body] of [
        ["send-contact-sales", contactSalesInput()],
        ["send-contact-message", contactMessageInput()],
        ["send-contact-sales", { ...contactSalesInput(), website: "https://spam.example" }],
      ] as const)
        expect((await postTo(target, name, body)).status).toBe(200);
    });

    it("refuses a caller without its secret", async () => {
      expect((await deliver("wrong")).status).toBe(401);
      expect((await fetch(`${functions.url}/deliver-outbox`, { method: "POST" })).status).toBe(401);
      expect(mailApi.state.requests).toHaveLength(0);
    });

    it("delivers every lead exactly once by e-mail and to HubSpot across an outage of both", async () => {
      mailApi.state.down = true;
      hubspot.respondWith(500);
      const duringOutage = await (await deliver()).json();
      expect(duringOutage.sent).toBe(0);
      expect(duringOutage.failed).toBeGreaterThan(0);
      expect(await database.sql`select distinct status from outbox_jobs`).toEqual([{ status: "pending" }]);

      mailApi.state.down = false;
      hubspot.respondWith(200);
      // The retries are due later; time passes.
      await database.sql`update outbox_jobs set next_attempt_at = now()`;
      let sent = 0;
      for (let run = 0; run < 5; run++) sent += (await (await deliver()).json()).sent;
      const accepted = mailApi.state.requests.filter((request) => request.accepted);
      expect(accepted.map((request) => request.leadId).sort()).toEqual(await genuineLeadIds());
      expect(sent).toBe(accepted.length + hubspot.accepted().length);
      // Same e-mail as the SMTP channel's: the sales inbox, a reply-to the visitor, text and HTML.
      expect(accepted[0]?.body).toMatchObject({ to: ["sales@northstar.test"], subject: expect.any(String) });
      expect(String(accepted[0]?.body.html)).toContain("<!doctype html>");
      // One HubSpot submission per lead, to the form, with the visitor's address among its fields.
      const submitted = hubspot
        .accepted()
        .map(({ body }) => body.fields.find((field) => field.name === "email")?.value.toLowerCase());
      const leadEmails = (await database.sql`select email from leads where not spam`).map((row) => row.email as string);
      expect(submitted.sort()).toEqual(leadEmails.sort());
      expect(new Set(hubspot.received.map((submission) => submission.path))).toEqual(
        new Set(["/62515/78c2891f-ebdd-44c0-bd94-15c012bbbfbf"]),
      );
    });

    it("keeps a lead HubSpot refuses as failed with its reason, and sends it no more", async () => {
      hubspot.received.length = 0;
      hubspot.respondWith(400, { status: "error", message: "The request is not valid" });
      expect((await postTo(target, "send-contact-message", contactMessageInput({ subject: "Refused" }))).status).toBe(200);
      for (let run = 0; run < 2; run++) {
        await deliver();
        await database.sql`update outbox_jobs set next_attempt_at = now() where status = 'pending'`;
      }
      hubspot.respondWith(200);
      expect(hubspot.received).toHaveLength(1);
      const [job] = await database.sql`select status, attempts, last_error from outbox_jobs
        join leads on leads.id = outbox_jobs.lead_id
        where channel = 'hubspot' and leads.fields->>'subject' = 'Refused'`;
      expect(job).toEqual({ status: "failed", attempts: 1, last_error: "HubSpot answered 400: The request is not valid" });
    });

    it("never sends one job twice when two runs overlap, and each run takes a bounded batch", async () => {
      for (let i = 0; i < 30; i++) expect((await postTo(target, "send-contact-message", contactMessageInput())).status).toBe(200);
      mailApi.state.requests = [];
      hubspot.received.length = 0;
      mailApi.state.delayMs = 20;
      // Each lead has an e-mail and a HubSpot job: more than two runs take.
      let sent = 0;
      for (let round = 0; round < 3; round++) {
        const runs = await Promise.all([deliver(), deliver()].map(async (answer) => (await answer).json()));
        for (const run of runs) expect(run.sent).toBeLessThanOrEqual(MAX_JOBS_PER_RUN);
        sent += runs[0].sent + runs[1].sent;
      }
      mailApi.state.delayMs = 0;
      expect(sent).toBe(60);
      const keys = mailApi.state.requests.map((request) => request.key);
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys).toHaveLength(30);
      expect(hubspot.received).toHaveLength(30);
    });
  });
});
