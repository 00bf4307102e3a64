/**
 * A fresh database on a PostgreSQL server (TEST_DATABASE_URL for the tests), set up the way Supabase sets up a
 * project (its roles, with every new table in `public` granted to them) and migrated with the Supabase project's
 * migrations. For the tests of the Supabase functions and the lead-capture benchmark.
 */
import { randomUUID } from "node:crypto";
import postgres from "postgres";
import { supabaseMigrations } from "#server/db/supabase-migrations.ts";

export type SupabaseDatabase = { url: string; sql: postgres.Sql; destroy: () => Promise<void> };

export const openSupabaseDatabase = async (serverUrl: string): Promise<SupabaseDatabase> => {
  const name = `northstar_supabase_${randomUUID().replace(/-/g, "").slice(0, 12)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  for (const role of ["anon", "authenticated", "service_role"]) {
    // Roles belong to the whole server; another test file may be making them at the same moment.
    await admin
      .unsafe(`do $$ begin create role ${role} nologin; exception when duplicate_object or unique_violation then null; end $$`)
      .catch(() => {});
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 2, onnotice: () => {} });
  await sql.unsafe(`grant usage on schema public to anon, authenticated, service_role;
    alter default privileges in schema public grant all on tables to anon, authenticated, service_role;`);
  for (const migration of supabaseMigrations()) await sql.unsafe(migration.sql).simple();
  return {
    url: url.toString(),
    sql,
    destroy: async () => {
      await sql.end();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
};
