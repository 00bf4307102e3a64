/**
 * Leads delivered to HubSpot by the real server process, configured by its environment alone, against a stand-in of
 * HubSpot's Forms API: exactly once across an outage and a restart, and a refusal the operator can read.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "#server/db/database.ts";
import { outboxJobs } from "#server/db/schema.ts";
import { type HubSpotSink, startHubSpotSink } from "#tests/support/lead-delivery-sinks.ts";
import { migratedDataDirectory } from "#tests/support/lead-test-database.ts";
import { fixtureBuild, runLeadsCommand, type ServerProcess, STARTING_MS, startServer } from "#tests/support/server-process.ts";
import { contactMessageInput, contactSalesInput } from "#tooling/sample-leads.ts";

const SITE_URL = "https://northstar.test";
const HUBSPOT_PORTAL_ID = "62515";
const HUBSPOT_FORM_ID = "78c2891f-ebdd-44c0-bd94-15c012bbbfbf";

describe("leads delivered to HubSpot by the server", () => {
  let hubspot: HubSpotSink;
  const started: ServerProcess[] = [];

  beforeAll(async () => {
    hubspot = await startHubSpotSink();
  });
  afterAll(() => hubspot.close());
  beforeEach(() => {
    hubspot.received.length = 0;
    hubspot.respondWith(200);
  });
  afterEach(() => {
    for (const server of started.splice(0)) server.child.kill("SIGKILL");
  });

  const serve = async (dataDirectory: string) => {
    const server = await startServer({
      BUILD_DIR: fixtureBuild(),
      DATA_DIR: dataDirectory,
      SITE_URL,
      SMTP_URL: "",
      LEADS_WEBHOOK_URL: "",
      HUBSPOT_PORTAL_ID,
      HUBSPOT_FORM_ID,
      HUBSPOT_FORMS_URL: hubspot.url,
      LOG_LEVEL: "warn",
    });
    started.push(server);
    return server;
  };

  const stop = async (server: ServerProcess) => {
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  };

  const submit = async (base: string, name: string, body: unknown) => {
    const response = await fetch(`${base}/functions/v1/${name}`, {
      method: "POST",
      // Sent from the site's pages: the functions answer only SITE_URL's origin once it is set.
      headers: { "content-type": "application/json", origin: SITE_URL, "idempotency-key": randomUUID() },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: string }).id;
  };

  const hubspotJobs = async (dataDirectory: string) => {
    const database = await openDatabase({ dataDirectory });
    try {
      return await database.db.select().from(outboxJobs).where(eq(outboxJobs.channel, "hubspot"));
    } finally {
      await database.close();
    }
  };

  it("delivers each lead exactly once across HubSpot's outage and a restart of the server", {
    timeout: 2 * STARTING_MS,
  }, async () => {
    const dataDirectory = await migratedDataDirectory();
    hubspot.respondWith(500);
    const first = await serve(dataDirectory);
    await submit(first.base, "send-contact-sales", {
      ...contactSalesInput(),
      page: "/pricing",
      attribution: { utm_source: "newsletter", utm_campaign: "launch", referrer: "https://news.example/" },
    });
    await submit(first.base, "send-contact-message", contactMessageInput());
    await vi.waitFor(() => expect(hubspot.received).toHaveLength(2), { timeout: 20_000 });
    await stop(first);
    expect((await hubspotJobs(dataDirectory)).map((job) => [job.status, job.lastError])).toEqual([
      ["pending", "HubSpot answered 500: Internal error"],
      ["pending", "HubSpot answered 500: Internal error"],
    ]);

    // HubSpot is back, and the retries are due: time has passed while the server was down.
    hubspot.respondWith(200);
    const database = await openDatabase({ dataDirectory });
    await database.db.update(outboxJobs).set({ nextAttemptAt: new Date() });
    await database.close();
    const second = await serve(dataDirectory);
    await vi.waitFor(() => expect(hubspot.accepted()).toHaveLength(2), { timeout: 20_000 });
    // Another poll of the worker (every 5 s) finds nothing left to send.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    await stop(second);

    expect(hubspot.received).toHaveLength(4);
    const accepted = hubspot.accepted();
    const emails = accepted.map(({ body }) => body.fields.find((field) => field.name === "email")?.value);
    expect(emails.sort()).toEqual([contactMessageInput().email, contactSalesInput().email].sort());
    const sales = accepted.find(({ body }) => body.fields.some((field) => field.value === contactSalesInput().email))!;
    expect(sales.path).toBe(`/${HUBSPOT_PORTAL_ID}/${HUBSPOT_FORM_ID}`);
    expect(sales.body.context).toEqual({ pageUri: `${SITE_URL}/pricing`, pageName: expect.any(String) });
    expect(sales.body.fields).toEqual(
      expect.arrayContaining([
        { objectTypeId: "0-1", name: "utm_source", value: "newsletter" },
        { objectTypeId: "0-1", name: "utm_campaign", value: "launch" },
      ]),
    );
    // No referrer, lead id, honeypot or address of the visitor: HubSpot is given the form's fields and the context.
    expect(Object.keys(sales.body).sort()).toEqual(["context", "fields"]);
    expect(JSON.stringify(sales.body)).not.toMatch(/news\.example|website|127\.0\.0\.1/);
    expect((await hubspotJobs(dataDirectory)).map((job) => job.status)).toEqual(["sent", "sent"]);
  });

  it("keeps a lead HubSpot refuses as failed with HubSpot's reason, shown by npm run leads -- outbox", {
    timeout: STARTING_MS + 60_000,
  }, async () => {
    const dataDirectory = await migratedDataDirectory();
    hubspot.respondWith(400, {
      status: "error",
      message: "The request is not valid",
      errors: [
        { message: "Error in 'fields.company'. This field is not on the form", errorType: "FIELD_NOT_IN_FORM_DEFINITION" },
      ],
    });
    const server = await serve(dataDirectory);
    const leadId = await submit(server.base, "send-contact-sales", contactSalesInput());
    const reason = "HubSpot answered 400: The request is not valid: Error in 'fields.company'. This field is not on the form";

    // The command reaches the database through the running server.
    await vi.waitFor(
      async () => {
        const { stdout } = await runLeadsCommand({ DATA_DIR: dataDirectory }, "outbox");
        expect(stdout).toContain("1 failed.");
      },
      // The delivery is tried in the background; beside a build it waits its turn for a core.
      { timeout: 60_000, interval: 500 },
    );
    const { code, stdout } = await runLeadsCommand({ DATA_DIR: dataDirectory }, "outbox");
    expect(code).toBe(0);
    const row = stdout.split("\n").find((line) => line.includes("hubspot"));
    expect(row).toContain(leadId);
    expect(row).toContain("failed");
    expect(row).toContain("never (failed)");
    expect(row).toContain(reason);
    expect(stdout).toContain("--retry-failed");

    // Not tried again, even once HubSpot would take it.
    hubspot.respondWith(200);
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    await stop(server);
    expect(hubspot.received).toHaveLength(1);
  });
});
