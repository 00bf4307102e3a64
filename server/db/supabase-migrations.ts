/**
 * Writes the Supabase project's migrations (supabase/migrations) from the Drizzle migrations the server runs, so
 * both come from one schema (`server/db/schema.ts`). Each Drizzle migration becomes one Supabase migration named
 * by the time Drizzle generated it, with one addition Supabase needs: the tables it creates are revoked from the
 * Data API's roles (`anon`, `authenticated`), which Supabase grants every new table in `public` by default.
 * Row-level security without policies (in the schema itself) refuses them rows as well, should a grant come back.
 *
 * `npm run db:generate` runs this after drizzle-kit; run alone: `node server/db/supabase-migrations.ts`.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { migrationsFolder } from "./database.ts";

export const supabaseMigrationsFolder = resolve(import.meta.dirname, "../../supabase/migrations");

/** The roles Supabase's Data API runs a request as: the public (anon or publishable) key's and a signed-in user's. */
export const DATA_API_ROLES = ["anon", "authenticated"] as const;

type Journal = { entries: { tag: string; when: number }[] };

/** Supabase names a migration by its UTC time, YYYYMMDDHHMMSS. */
const versionOf = (when: number) => new Date(when).toISOString().replace(/[-:T]/g, "").slice(0, 14);

const createdTables = (migration: string) => [...migration.matchAll(/CREATE TABLE "([^"]+)"/g)].map((match) => match[1]);

export type SupabaseMigration = { file: string; sql: string };

export const supabaseMigrations = (): SupabaseMigration[] => {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta/_journal.json"), "utf8")) as Journal;
  return journal.entries.map(({ tag, when }) => {
    const migration = readFileSync(join(migrationsFolder, `${tag}.sql`), "utf8").trimEnd();
    const revokes = createdTables(migration).map((table) => `REVOKE ALL ON TABLE "${table}" FROM ${DATA_API_ROLES.join(", ")};`);
    const sql = [
      `-- Written by server/db/supabase-migrations.ts from server/db/migrations/${tag}.sql; do not edit.`,
      migration,
      ...(revokes.length > 0 ? ["", "-- The Data API's roles may not touch these tables.", ...revokes] : []),
      "",
    ].join("\n");
    return { file: `${versionOf(when)}_${tag.replace(/^\d+_/, "")}.sql`, sql };
  });
};

export const writeSupabaseMigrations = (folder = supabaseMigrationsFolder): SupabaseMigration[] => {
  const migrations = supabaseMigrations();
  mkdirSync(folder, { recursive: true });
  for (const file of readdirSync(folder)) if (file.endsWith(".sql")) rmSync(join(folder, file));
  for (const { file, sql } of migrations) writeFileSync(join(folder, file), sql);
  return migrations;
};

if (import.meta.main) {
  for (const { file } of writeSupabaseMigrations()) console.log(`supabase/migrations/${file}`);
}
