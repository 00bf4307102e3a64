import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { leadFormCopy } from "#content/lead-forms.ts";
import { pageName, pageNameAt } from "#content/page-copy.server.ts";
import { type DatabaseConnection, openDatabase } from "#server/db/database.ts";
import { leads, type OutboxChannel, outboxJobs } from "#server/db/schema.ts";
import { FIRST_RETRY_MS } from "#server/outbox/backoff.ts";
import { createEmailDelivery } from "#server/outbox/email-delivery.ts";
import { createHubSpotDelivery } from "#server/outbox/hubspot-delivery.ts";
import { claimDueJobs, listUndeliveredJobs } from "#server/outbox/outbox-jobs.ts";
import { createWebhookDelivery } from "#server/outbox/webhook-delivery.ts";
import { createOutboxWorker, type OutboxWorkerOptions } from "#server/outbox/worker.ts";
import {
  type HubSpotSink,
  type HubSpotSubmissionReceived,
  type SmtpSink,
  startHubSpotSink,
  startSmtpSink,
  startWebhookSink,
  type WebhookSink,
} from "#tests/support/lead-delivery-sinks.ts";
import {
  contactMessageInput,
  contactSalesInput,
  createLeadTestApp,
  postFunction,
  SITE_ORIGIN,
} from "#tests/support/lead-test-app.ts";
import { databaseKinds, openTestDatabase, type TestDatabase } from "#tests/support/lead-test-database.ts";
import { freeLoopbackPort } from "#tooling/production-server.ts";

const SALES_INBOX = "sales@northstar.test";
const MAIL_FROM = "Northstar website <no-reply@northstar.test>";
const HUBSPOT_PORTAL_ID = "62515";
const HUBSPOT_FORM_ID = "78c2891f-ebdd-44c0-bd94-15c012bbbfbf";

type LogLine = { level: number; msg: string; leadId?: string; nextAttemptAt?: string };
const capturingLogger = () => {
  const lines: LogLine[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
};

describe.each(databaseKinds)("the outbox on %s", (kind) => {
  let database: TestDatabase;
  let smtp: SmtpSink;
  let webhook: WebhookSink;
  let hubspot: HubSpotSink;
  let clock: number;
  const now = () => new Date(clock);

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    smtp = await startSmtpSink();
    webhook = await startWebhookSink();
    hubspot = await startHubSpotSink();
  });
  afterAll(async () => {
    await smtp.close();
    await webhook.close();
    await hubspot.close();
    await database.destroy();
  });
  beforeEach(async () => {
    clock = Date.now();
    smtp.mails.length = 0;
    webhook.received.length = 0;
    webhook.respondWith(200);
    hubspot.received.length = 0;
    hubspot.respondWith(200);
    await database.db.delete(leads);
  });

  const workers: ReturnType<typeof createOutboxWorker>[] = [];
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });

  const worker = (options: Partial<OutboxWorkerOptions> = {}, db = database.db) => {
    const created = createOutboxWorker({
      db,
      logger: pino({ level: "silent" }),
      deliveries: {
        email: createEmailDelivery({ smtpUrl: smtp.url, to: SALES_INBOX, from: MAIL_FROM }),
        webhook: createWebhookDelivery(webhook.url),
      },
      now,
      ...options,
    });
    workers.push(created);
    return created;
  };

  const submit = async (name: "send-contact-sales" | "send-contact-message", body: unknown, channels?: OutboxChannel[]) => {
    const response = await postFunction(
      createLeadTestApp(database.db, { now, ...(channels ? { deliveryChannels: channels } : {}) }),
      name,
      body,
    );
    expect(response.status).toBe(200);
    return (await response.json()).id as string;
  };

  const jobsOf = (leadId: string) => database.db.select().from(outboxJobs).where(eq(outboxJobs.leadId, leadId));

  it("e-mails the sales inbox with every field escaped, replying to the lead", async () => {
    const leadId = await submit("send-contact-sales", {
      ...contactSalesInput({
        companyName: `<script>alert("x")</script> & Sons`,
        contactName: "Ada <b>Lovelace</b>",
        primaryGoal: "Line one\n<img src=x onerror=alert(1)>",
      }),
      page: "/contact-sales",
      attribution: { utm_source: "newsletter", referrer: "https://news.example/?a=1&b=<2>" },
    });

    expect(await worker().runOnce()).toEqual({ sent: 2, failed: 0 });

    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0]!;
    expect(mail.to).toEqual([SALES_INBOX]);
    expect(mail.from).toBe("no-reply@northstar.test");
    // The display name is quoted, so the markup in it cannot be read as an address.
    expect(mail.header("reply-to")).toBe('"Ada <b>Lovelace</b>" <ada@acme.example>');
    expect(mail.header("subject")).toBe('Sales lead: <script>alert("x")</script> & Sons (Ada <b>Lovelace</b>, Head of Product)');
    expect(mail.header("x-northstar-lead-id")).toBe(leadId);
    const html = mail.decoded.slice(mail.decoded.indexOf("<!doctype html>"));
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons");
    expect(html).toContain("Ada &lt;b&gt;Lovelace&lt;/b&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("https://news.example/?a=1&amp;b=&lt;2&gt;");
    expect(html).not.toMatch(/<script|<img|<b>/);
    // The plain-text part carries the same facts, readable.
    expect(mail.decoded).toContain("Industry: SaaS");
    expect(mail.decoded).toContain("utm_source: newsletter");
    expect(mail.decoded).toContain("Sent from page: /contact-sales");

    const jobs = await jobsOf(leadId);
    expect(jobs.map((job) => [job.channel, job.status, job.attempts]).sort()).toEqual([
      ["email", "sent", 1],
      ["webhook", "sent", 1],
    ]);
  });

  it("posts the lead to the webhook: Slack text plus the whole lead", async () => {
    const leadId = await submit("send-contact-message", {
      ...contactMessageInput({ subject: "Hi <!channel> & all" }),
      page: "/",
      attribution: { utm_campaign: "spring" },
    });
    await worker().runOnce();

    expect(webhook.received).toHaveLength(1);
    const { headers, body } = webhook.received[0]! as {
      headers: Record<string, string>;
      body: { text: string; lead: Record<string, unknown> };
    };
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["idempotency-key"]).toEqual(expect.any(String));
    expect(body.text).toContain("Message from Grace Hopper: Hi &lt;!channel&gt; &amp; all");
    expect(body.text).not.toContain("<!channel>");
    expect(body.lead).toMatchObject({
      id: leadId,
      formType: "contact-message",
      page: "/",
      fields: contactMessageInput({ subject: "Hi <!channel> & all" }),
      attribution: { utm_campaign: "spring", utm_source: null, referrer: null },
    });
  });

  it("retries after the mail server was down, with backoff, and logs the lead and the next retry", async () => {
    const port = await freeLoopbackPort();
    const { logger, lines } = capturingLogger();
    const delivering = worker({
      logger,
      deliveries: {
        email: createEmailDelivery({ smtpUrl: `smtp://127.0.0.1:${port}`, to: SALES_INBOX, from: MAIL_FROM }),
      },
    });
    const leadId = await submit("send-contact-message", contactMessageInput());

    expect(await delivering.runOnce()).toEqual({ sent: 0, failed: 1 });
    const [failed] = (await jobsOf(leadId)).filter((job) => job.channel === "email");
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
    const delay = (failed?.nextAttemptAt.getTime() ?? 0) - clock;
    expect(delay).toBeGreaterThanOrEqual(FIRST_RETRY_MS * 0.8);
    expect(delay).toBeLessThanOrEqual(FIRST_RETRY_MS * 1.2);
    const warning = lines.find((line) => line.leadId === leadId && line.nextAttemptAt);
    expect(warning?.msg).toContain(leadId);
    expect(warning?.msg).toContain(failed?.nextAttemptAt.toISOString());

    const revived = await startSmtpSink(port);
    try {
      expect(await delivering.runOnce()).toEqual({ sent: 0, failed: 0 }); // not due yet
      clock += FIRST_RETRY_MS * 1.25;
      expect(await delivering.runOnce()).toEqual({ sent: 1, failed: 0 });
      expect(revived.mails).toHaveLength(1);
      const [sent] = (await jobsOf(leadId)).filter((job) => job.channel === "email");
      expect(sent).toMatchObject({ status: "sent", attempts: 2 });
    } finally {
      await revived.close();
    }
  });

  it("keeps a job that keeps failing as dead, with its last error, visible to the operator", async () => {
    webhook.respondWith(503);
    const delivering = worker({ deliveries: { webhook: createWebhookDelivery(webhook.url) }, maxAttempts: 3 });
    const leadId = await submit("send-contact-message", contactMessageInput());
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await delivering.runOnce()).toEqual({ sent: 0, failed: 1 });
      clock += 2 * 60 * 60_000;
    }
    expect(await delivering.runOnce()).toEqual({ sent: 0, failed: 0 });
    const [job] = (await jobsOf(leadId)).filter((entry) => entry.channel === "webhook");
    expect(job).toMatchObject({ status: "dead", attempts: 3, lastError: "the webhook answered 503 Service Unavailable" });
    const undelivered = await listUndeliveredJobs(database.db);
    expect(undelivered.map((entry) => [entry.channel, entry.status])).toEqual(
      expect.arrayContaining([
        ["webhook", "dead"],
        ["email", "pending"],
      ]),
    );
  });

  // That the server says so once at start is the configuration's warning (tests/unit/server-config.test.ts).
  it("without SMTP, stores leads and leaves their e-mail pending", async () => {
    const webhookOnly = worker({ deliveries: { webhook: createWebhookDelivery(webhook.url) } });
    const first = await submit("send-contact-message", contactMessageInput());
    const second = await submit("send-contact-sales", contactSalesInput());
    await webhookOnly.runOnce();
    await webhookOnly.runOnce();
    expect(webhook.received).toHaveLength(2);
    for (const leadId of [first, second]) {
      const [email] = (await jobsOf(leadId)).filter((job) => job.channel === "email");
      expect(email).toMatchObject({ status: "pending", attempts: 0 });
    }
  });

  it("says a delivery was sent but not recorded, naming the lead, the job and what happens next", async () => {
    const { logger, lines } = capturingLogger();
    const leadId = await submit("send-contact-message", contactMessageInput());
    // The database answers everything but the update that records the delivery.
    const failingToRecord = new Proxy(database.db, {
      get: (target, property, receiver) =>
        property === "update"
          ? () => {
              throw new Error("the connection to the database was lost");
            }
          : Reflect.get(target, property, receiver),
    });
    const delivering = worker(
      { logger, deliveries: { webhook: createWebhookDelivery(webhook.url) }, pollIntervalMs: 50 },
      failingToRecord,
    );
    delivering.start();
    await vi.waitFor(() => expect(lines.some((line) => line.level >= 50)).toBe(true), { timeout: 5_000 });
    await delivering.stop();

    expect(webhook.received.length).toBeGreaterThanOrEqual(1);
    const [job] = (await jobsOf(leadId)).filter((entry) => entry.channel === "webhook");
    const error = lines.find((line) => line.level >= 50)!;
    expect(error.msg).toContain(leadId);
    expect(error.msg).toContain(job!.id);
    expect(error.msg).toMatch(/was sent, but recording it as sent failed/);
    expect(error.msg).toMatch(/will then be sent again/);
    expect(lines.some((line) => line.msg.includes("could not read its jobs"))).toBe(false);
  });

  it("never sends a job twice when two workers race for the same jobs", async () => {
    const count = 30;
    const ids = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        submit("send-contact-message", contactMessageInput({ name: `Person ${index}` })),
      ),
    );
    // On PostgreSQL the second worker has its own connection pool, like a second server instance.
    let second: DatabaseConnection | undefined;
    if (database.url) second = await openDatabase({ dataDirectory: "", databaseUrl: database.url });
    try {
      const one = worker({ workerId: "one", batchSize: 4 });
      const two = worker({ workerId: "two", batchSize: 4 }, second?.db ?? database.db);
      const [a, b] = await Promise.all([one.runOnce(), two.runOnce()]);
      expect(a.sent + b.sent).toBe(2 * count);
      expect(a.failed + b.failed).toBe(0);
    } finally {
      await second?.close();
    }
    const mailedLeads = smtp.mails.map((mail) => mail.header("x-northstar-lead-id"));
    expect(mailedLeads.sort()).toEqual([...ids].sort());
    expect(new Set(webhook.received.map(({ body }) => (body as { lead: { id: string } }).lead.id)).size).toBe(count);
    expect(webhook.received).toHaveLength(count);
  });

  it("leaves a job leased to a worker that died alone until the lease runs out", async () => {
    const leadId = await submit("send-contact-message", contactMessageInput());
    const claimed = await claimDueJobs(database.db, {
      workerId: "crashed",
      channels: ["email", "webhook"],
      now: now(),
      leaseMs: 120_000,
      limit: 10,
    });
    expect(claimed).toHaveLength(2);

    const survivor = worker({ workerId: "survivor", leaseMs: 120_000 });
    expect(await survivor.runOnce()).toEqual({ sent: 0, failed: 0 });
    clock += 121_000;
    expect(await survivor.runOnce()).toEqual({ sent: 2, failed: 0 });
    expect((await jobsOf(leadId)).every((job) => job.status === "sent" && job.attempts === 2)).toBe(true);
  });

  it("answers the visitor at once even when delivery hangs", async () => {
    const hanging = createOutboxWorker({
      db: database.db,
      logger: pino({ level: "silent" }),
      deliveries: { email: { deliver: () => new Promise((resolve) => setTimeout(resolve, 3_000)), close: () => {} } },
      pollIntervalMs: 50,
    });
    workers.push(hanging);
    hanging.start();
    const app = createLeadTestApp(database.db, { onLeadStored: () => hanging.wake() });
    const started = performance.now();
    const response = await postFunction(app, "send-contact-message", contactMessageInput());
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
  describe("to HubSpot", () => {
    const hubspotWorker = (options: Partial<OutboxWorkerOptions> = {}) =>
      worker({
        deliveries: {
          hubspot: createHubSpotDelivery({
            portalId: HUBSPOT_PORTAL_ID,
            formId: HUBSPOT_FORM_ID,
            formsUrl: hubspot.url,
            siteUrl: SITE_ORIGIN,
            pageNameAt,
          }),
        },
        ...options,
      });
    const submitToHubSpot = (name: "send-contact-sales" | "send-contact-message", body: unknown) =>
      submit(name, body, ["email", "hubspot"]);
    const hubspotJobOf = async (leadId: string) => (await jobsOf(leadId)).find((job) => job.channel === "hubspot");
    /** A submission's fields by name; each is a contact property (object type 0-1) and named once. */
    const fieldsOf = (submission: HubSpotSubmissionReceived | undefined) => {
      const fields = submission?.body.fields ?? [];
      expect(fields.every((field) => field.objectTypeId === "0-1")).toBe(true);
      expect(new Set(fields.map((field) => field.name)).size).toBe(fields.length);
      return Object.fromEntries(fields.map((field) => [field.name, field.value]));
    };

    it("submits each lead to the form once, with its fields, page and attribution, across an outage and a restart", async () => {
      hubspot.respondWith(500);
      const salesLead = await submitToHubSpot("send-contact-sales", {
        ...contactSalesInput(),
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
      const messageLead = await submitToHubSpot("send-contact-message", contactMessageInput());

      const beforeRestart = hubspotWorker({ workerId: "before-restart" });
      for (let attempt = 1; attempt <= 2; attempt++) {
        expect(await beforeRestart.runOnce()).toEqual({ sent: 0, failed: 2 });
        clock += 2 * 60 * 60_000;
      }
      const retrying = await hubspotJobOf(salesLead);
      expect(retrying).toMatchObject({ status: "pending", attempts: 2, lastError: "HubSpot answered 500: Internal error" });
      await beforeRestart.stop();

      hubspot.respondWith(200);
      const afterRestart = hubspotWorker({ workerId: "after-restart" });
      expect(await afterRestart.runOnce()).toEqual({ sent: 2, failed: 0 });
      clock += 2 * 60 * 60_000;
      expect(await afterRestart.runOnce()).toEqual({ sent: 0, failed: 0 });

      expect(hubspot.received).toHaveLength(6);
      const accepted = hubspot.accepted();
      expect(accepted).toHaveLength(2);
      for (const submission of hubspot.received) {
        expect(submission.path).toBe(`/${HUBSPOT_PORTAL_ID}/${HUBSPOT_FORM_ID}`);
        expect(submission.headers["content-type"]).toBe("application/json");
      }
      const sales = accepted.find((submission) => fieldsOf(submission).email === contactSalesInput().email);
      const salesLabels = leadFormCopy["contact-sales"].labels;
      expect(fieldsOf(sales)).toEqual({
        firstname: "Ada",
        lastname: "Lovelace",
        email: contactSalesInput().email,
        company: contactSalesInput().companyName,
        jobtitle: contactSalesInput().role,
        industry: contactSalesInput().industry,
        country: contactSalesInput().location,
        message: `${salesLabels.currentTools}:\n${contactSalesInput().currentTools}\n\n${salesLabels.primaryGoal}:\n${contactSalesInput().primaryGoal}`,
        utm_source: "linkedin",
        utm_medium: "paid",
        utm_campaign: "q3-launch",
        utm_term: "ai pm",
        utm_content: "carousel",
      });
      // Nothing else: no referrer, lead id, honeypot or address of the visitor.
      expect(Object.keys(sales!.body).sort()).toEqual(["context", "fields"]);
      expect(sales!.body.context).toEqual({ pageUri: `${SITE_ORIGIN}/pricing`, pageName: pageName("pricing") });

      const message = accepted.find((submission) => fieldsOf(submission).email === contactMessageInput().email);
      const messageLabels = leadFormCopy["contact-message"].labels;
      expect(fieldsOf(message)).toEqual({
        firstname: "Grace",
        lastname: "Hopper",
        email: contactMessageInput().email,
        message: `${messageLabels.subject}:\n${contactMessageInput().subject}\n\n${messageLabels.message}:\n${contactMessageInput().message}`,
      });
      // Sent without a page (a call from a server, not the site's form): no context to give.
      expect(Object.keys(message!.body)).toEqual(["fields"]);

      for (const leadId of [salesLead, messageLead]) {
        expect(await hubspotJobOf(leadId)).toMatchObject({ status: "sent", attempts: 3, lastError: null });
      }
    });

    it("ends a job HubSpot refuses as failed with HubSpot's reason, after retrying a 429, and tries it no more", async () => {
      const { logger, lines } = capturingLogger();
      const delivering = hubspotWorker({ logger });
      const leadId = await submitToHubSpot("send-contact-message", contactMessageInput());

      hubspot.respondWith(429, { status: "error", message: "You have reached your secondly limit." });
      expect(await delivering.runOnce()).toEqual({ sent: 0, failed: 1 });
      expect(await hubspotJobOf(leadId)).toMatchObject({ status: "pending", attempts: 1 });

      hubspot.respondWith(400, {
        status: "error",
        message: "The request is not valid",
        correlationId: "3f1c1b0e-1b0e-4d5e-9c4e-6f1d2a3b4c5d",
        errors: [{ message: "Error in 'fields.email'. Invalid email address", errorType: "INVALID_EMAIL" }],
      });
      clock += 2 * 60 * 60_000;
      expect(await delivering.runOnce()).toEqual({ sent: 0, failed: 1 });
      const reason = "HubSpot answered 400: The request is not valid: Error in 'fields.email'. Invalid email address";
      expect(await hubspotJobOf(leadId)).toMatchObject({ status: "failed", attempts: 2, lastError: reason });
      const refusal = lines.find((line) => line.leadId === leadId && line.level >= 50);
      expect(refusal?.msg).toContain(reason);

      hubspot.respondWith(200);
      for (let day = 0; day < 2; day++) {
        clock += 24 * 60 * 60_000;
        expect(await delivering.runOnce()).toEqual({ sent: 0, failed: 0 });
      }
      expect(hubspot.received).toHaveLength(2);
      const undelivered = await listUndeliveredJobs(database.db);
      expect(undelivered.filter((job) => job.channel === "hubspot")).toEqual([
        expect.objectContaining({ leadId, status: "failed", lastError: reason }),
      ]);
    });
  });
});
