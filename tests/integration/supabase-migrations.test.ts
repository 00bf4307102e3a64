/**
 * The Supabase project's migrations: written from the same Drizzle schema as the server's, and applied to a fresh
 * PostgreSQL set up the way Supabase sets up a project (its roles, and every new table in `public` granted to
 * them), the lead tables stay out of reach of the Data API's roles.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type postgres from "postgres";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { supabaseMigrations, supabaseMigrationsFolder } from "#server/db/supabase-migrations.ts";
import { openSupabaseDatabase, type SupabaseDatabase } from "#tooling/supabase-database.ts";

const LEAD_TABLES = ["leads", "outbox_jobs", "rate_limit_buckets"];

describe("the Supabase migrations", () => {
  it("are the ones written from the Drizzle schema (npm run db:generate)", () => {
    const written = readdirSync(supabaseMigrationsFolder)
      .filter((file) => file.endsWith(".sql"))
      .sort()
      .map((file) => ({ file, sql: readFileSync(join(supabaseMigrationsFolder, file), "utf8") }));
    expect(written).toEqual(supabaseMigrations());
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)("the Supabase migrations on PostgreSQL with Supabase's roles", () => {
  let database: SupabaseDatabase;
  let db: postgres.Sql;

  beforeAll(async () => {
    database = await openSupabaseDatabase(serverUrl!);
    db = database.sql;
    await db`insert into leads (form_type, fields, email) values ('contact-message', '{"name":"Ada"}', 'ada@acme.example')`;
  });
  afterAll(() => database?.destroy());

  /** Runs a statement as a role in a transaction that is rolled back; resolves with the error, or undefined. */
  const asRole = async (role: string, statement: string) => {
    try {
      await db.begin(async (tx) => {
        await tx.unsafe(`set local role ${role}`);
        await tx.unsafe(statement);
        throw new Error("allowed");
      });
    } catch (error) {
      return (error as Error).message;
    }
  };

  const statements = (table: string) => [
    `select * from ${table}`,
    `insert into ${table} default values`,
    `update ${table} set ${table === "rate_limit_buckets" ? "hits = 0" : "id = id"}`,
    `delete from ${table}`,
    `truncate ${table} cascade`,
  ];

  it.each(["anon", "authenticated"])("refuses %s every read and write of a lead table", async (role) => {
    for (const table of LEAD_TABLES) {
      for (const statement of statements(table)) {
        expect(await asRole(role, statement), `${role}: ${statement}`).toMatch(/permission denied/);
      }
    }
  });

  it("keeps row-level security on with no policy, so a grant given back by mistake still shows no row", async () => {
    const tables = await db`select relname, relrowsecurity from pg_class where relname in ${db(LEAD_TABLES)}`;
    expect(tables.map((table) => [table.relname, table.relrowsecurity]).sort()).toEqual(
      LEAD_TABLES.map((table) => [table, true]),
    );
    expect(await db`select * from pg_policies where tablename in ${db(LEAD_TABLES)}`).toHaveLength(0);

    const rolledBack = new Error("rolled back");
    const attempt = db.begin(async (tx) => {
      await tx`grant all on table leads to anon`;
      await tx`set local role anon`;
      expect(await tx`select * from leads`).toHaveLength(0);
      await expect(
        tx.savepoint((sp) => sp`insert into leads (form_type, fields, email) values ('contact-message', '{}', 'x@example.com')`),
      ).rejects.toThrow(/row-level security/);
      throw rolledBack; // the grant goes with the transaction
    });
    await expect(attempt).rejects.toBe(rolledBack);
    // The owner, which the functions and the server connect as, still reads and writes them.
    expect(await db`select email from leads`).toEqual([{ email: "ada@acme.example" }]);
  });
});
