import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import postgres from "postgres";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type DatabaseConnection, openDatabase } from "#server/db/database.ts";
import { storeLead } from "#server/db/lead-store.ts";
import { leads } from "#server/db/schema.ts";
import { openTestDatabase } from "#tests/support/lead-test-database.ts";
import { contactSalesInput } from "#tooling/sample-leads.ts";

/** The server's side: the embedded database, shared on its socket, and a way to store a lead as a visitor would. */
describe("the embedded database shared on a socket", () => {
  let served: DatabaseConnection;
  let client: postgres.Sql;
  let destroy: () => Promise<void>;

  beforeEach(async () => {
    const template = await openTestDatabase("pglite");
    await template.close();
    destroy = template.destroy;
    served = await openDatabase({ dataDirectory: template.dataDirectory!, shareEmbedded: true });
    const lock = JSON.parse(readFileSync(join(template.dataDirectory!, "pglite", "northstar.lock"), "utf8"));
    client = postgres({ path: lock.socket, user: "postgres", max: 1, prepare: false, onnotice: () => {} });
  });
  afterEach(async () => {
    await client.end({ timeout: 1 });
    await served.close();
    await destroy();
  });

  const storeVisitorLead = (email: string) =>
    storeLead(served.db, {
      formType: "contact-sales",
      fields: contactSalesInput({ email }),
      email,
      spam: false,
      requestFingerprint: randomUUID(),
      channels: ["email"],
      deliverFrom: new Date(),
    });
  const storedWith = async (email: string) =>
    (await served.db.select({ id: leads.id }).from(leads).where(eq(leads.email, email))).length;

  it("keeps a visitor's lead out of a client's transaction that rolls back", async () => {
    let storing: Promise<unknown> | undefined;
    await client
      .begin(async (transaction) => {
        await transaction`delete from leads`;
        storing = storeVisitorLead("visitor@example.com");
        await new Promise((resolve) => setTimeout(resolve, 300));
        throw new Error("the operator changed their mind");
      })
      .catch(() => {});
    await storing;
    expect(await storedWith("visitor@example.com")).toBe(1);
  });

  it("answers a client's queries with parameters rightly while the site's own queries run between its round trips", async () => {
    // postgres.js parses and describes such a query, then binds it once it has read the types: the site's queries
    // run in between, and replace the unnamed statement it parsed.
    let siteQueries = 0;
    let clientDone = false;
    const site = (async () => {
      while (!clientDone) {
        await served.db.execute(sql`select ${"the site's"}::text as label`);
        siteQueries++;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const asked = Array.from({ length: 30 }, (_, index) => index);
    const answers: unknown[] = [];
    try {
      for (const index of asked) answers.push((await client`select ${index}::int as n, ${`lead-${index}`}::text as label`)[0]);
    } finally {
      clientDone = true;
      await site;
    }
    expect(answers).toEqual(asked.map((index) => ({ n: index, label: `lead-${index}` })));
    expect(siteQueries).toBeGreaterThan(asked.length);
  });

  it("rolls back what a vanished client left open, and the site goes on", async () => {
    await storeVisitorLead("before@example.com");
    const abandoned = postgres({ path: client.options.path as string, user: "postgres", max: 1, prepare: false });
    await abandoned.unsafe("begin; delete from leads;");
    const storing = storeVisitorLead("meanwhile@example.com");
    await abandoned.end({ timeout: 0 });
    await storing;
    expect(await storedWith("before@example.com")).toBe(1);
    expect(await storedWith("meanwhile@example.com")).toBe(1);
    expect((await client`select count(*)::int as n from leads`)[0]?.n).toBe(2);
  });
});
