import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/database.ts";
import { storeLead } from "#server/db/lead-store.ts";
import { leads, outboxJobs } from "#server/db/schema.ts";
import { contactMessageInput, contactSalesInput } from "#tests/support/lead-test-app.ts";
import { databaseKinds, openTestDatabase, type TestDatabase } from "#tests/support/lead-test-database.ts";
import { runLeadsCommand } from "#tests/support/server-process.ts";

const REFUSAL = "HubSpot answered 400: The request is not valid: Error in 'fields.email'. Invalid email address";

const seed = async (db: Database) => {
  const store = (formType: "contact-sales" | "contact-message", fields: Record<string, string>, spam = false) =>
    storeLead(db, {
      formType,
      fields,
      email: fields.email!,
      page: "/pricing",
      attribution: { utm_source: "newsletter" },
      spam,
      requestFingerprint: randomUUID(),
      channels: ["email"],
      deliverFrom: new Date(),
    });
  const old = await store("contact-message", contactMessageInput({ name: "Old Timer", email: "old@example.com" }));
  await db
    .update(leads)
    .set({ receivedAt: new Date("2024-01-15T10:00:00Z") })
    .where(eq(leads.id, (old as { id: string }).id));
  await store(
    "contact-sales",
    contactSalesInput({
      companyName: '=HYPERLINK("http://evil.example","x")',
      email: "Ada@Acme.example",
      role: "＋1+1",
      currentTools: "－1+1",
      primaryGoal: " =1+1",
    }) as Record<string, string>,
  );
  const refused = await store(
    "contact-message",
    contactMessageInput({
      email: "ada@acme.example",
      // Full-width signs, which spreadsheets read as their ASCII ones, and a formula behind a space.
      name: '＝HYPERLINK("http://evil.example")',
      subject: "＠SUM(1+1)",
      message: 'Line one\nsaid "hi", twice',
    }),
  );
  await store("contact-message", contactMessageInput({ name: "Bot", email: "bot@spam.example" }), true);
  const [dead] = await db
    .select()
    .from(outboxJobs)
    .where(eq(outboxJobs.leadId, (old as { id: string }).id));
  await db
    .update(outboxJobs)
    .set({ status: "dead", attempts: 25, lastError: "535 authentication failed" })
    .where(eq(outboxJobs.id, dead!.id));
  await db
    .update(outboxJobs)
    .set({ status: "failed", attempts: 1, lastError: REFUSAL })
    .where(eq(outboxJobs.leadId, (refused as { id: string }).id));
};

// A test runs up to five commands in a row, each opening the database afresh. At the test's own priority, beside the
// other tests: what the lowered priority is for, the site keeping its pace, is timed alone
// (leads-command-while-serving.test.ts). Beside the browsers of the end-to-end stage on two cores, a test has taken
// over three minutes.
describe.each(databaseKinds)("npm run leads on %s", { timeout: 600_000 }, (kind) => {
  let database: TestDatabase;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await seed(database.db);
    if (database.dataDirectory) {
      // The command opens the embedded database itself, so this process must let go of it.
      await database.close();
      env = { DATA_DIR: database.dataDirectory };
    } else {
      env = { DATABASE_URL: database.url! };
    }
  });
  afterAll(() => database.destroy());

  const run = (...args: string[]) => runLeadsCommand(env, ...args);

  it("exports leads as JSON, oldest first, without spam", async () => {
    const { code, stdout, stderr } = await run("export");
    expect(code, stderr).toBe(0);
    const exported = JSON.parse(stdout);
    expect(exported.map((lead: { email: string }) => lead.email)).toEqual([
      "old@example.com",
      "ada@acme.example",
      "ada@acme.example",
    ]);
    expect(exported[1]).toMatchObject({
      formType: "contact-sales",
      page: "/pricing",
      attribution: { utm_source: "newsletter" },
      fields: { industry: "SaaS", location: "United Kingdom" },
      spam: false,
    });
    expect(stderr).toContain("3 leads exported.");
  });

  it("includes spam when asked, and filters by date", async () => {
    expect(JSON.parse((await run("export", "--include-spam")).stdout)).toHaveLength(4);
    const recent = JSON.parse((await run("export", "--since", "2025-01-01")).stdout);
    expect(recent.map((lead: { fields: { name?: string } }) => lead.fields.name)).not.toContain("Old Timer");
    expect(recent).toHaveLength(2);
  });

  it("exports CSV a spreadsheet opens safely", async () => {
    const { code, stdout } = await run("export", "--format", "csv");
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split("\r\n");
    expect(lines[0]).toMatch(
      /^id,form_type,received_at,companyName,contactName,email,role,industry,location,currentTools,primaryGoal,name,subject,message,page,utm_source/,
    );
    expect(stdout).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(stdout).toContain('"Line one\nsaid ""hi"", twice"');
    // Each formula sign, full-width ones included and one behind a space, is neutralised with an apostrophe.
    for (const cell of [`"'＝HYPERLINK(""http://evil.example"")"`, ",'＠SUM(1+1),", ",'＋1+1,", ",'－1+1,", ",' =1+1,"]) {
      expect(stdout).toContain(cell);
    }
  });

  it("lists the deliveries not yet made, dead and failed ones with their last error", async () => {
    const { code, stdout } = await run("outbox");
    expect(code).toBe(0);
    expect(stdout).toContain("535 authentication failed");
    expect(stdout).toContain("never (dead)");
    expect(stdout).toContain(REFUSAL);
    expect(stdout).toContain("never (failed)");
    expect(stdout).toContain("1 pending, 1 dead, 1 failed.");
    expect((await run("outbox", "--retry-dead")).stdout).toContain("1 job will be tried again");
    expect((await run("outbox")).stdout).toContain("2 pending, 0 dead, 1 failed.");
    expect((await run("outbox", "--retry-failed")).stdout).toContain("1 job will be tried again");
    expect((await run("outbox")).stdout).toContain("3 pending, 0 dead, 0 failed.");
  });

  it("deletes a person's leads and their jobs, whatever the letter case", async () => {
    const { code, stdout } = await run("delete", "--email", "ADA@acme.EXAMPLE");
    expect(code).toBe(0);
    expect(stdout).toContain("Deleted 2 leads from ADA@acme.EXAMPLE and 2 delivery jobs.");
    const remaining = JSON.parse((await run("export", "--include-spam")).stdout);
    expect(remaining.map((lead: { email: string }) => lead.email)).toEqual(["old@example.com", "bot@spam.example"]);
    expect((await run("delete", "--email", "ada@acme.example")).stdout).toContain("nothing deleted");
  });

  it("explains what it needs when called wrongly", async () => {
    const mistakes = [
      [],
      ["launch"],
      ["export", "--format", "xml"],
      ["export", "--since", "yesterday-ish"],
      ["delete"],
      ["export", "--what"],
    ];
    // Refused before the database is opened, so they can all run at once.
    const runs = await Promise.all(mistakes.map((args) => run(...args)));
    for (const [index, { code, stdout, stderr }] of runs.entries()) {
      expect(code, mistakes[index]?.join(" ")).toBe(1);
      expect(stdout + stderr).toContain("Usage: npm run leads -- <command>");
    }
  });

  it.runIf(kind === "pglite")("refuses to open the embedded database while another process has it", async () => {
    const { openDatabase } = await import("#server/db/database.ts");
    const holder = await openDatabase({ dataDirectory: database.dataDirectory! });
    try {
      const { code, stderr } = await run("export");
      expect(code).toBe(1);
      expect(stderr).toContain(`in use by process ${process.pid}`);
      expect(stderr).toContain("DATABASE_URL");
    } finally {
      await holder.close();
    }
  });
});
