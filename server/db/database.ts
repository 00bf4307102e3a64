/**
 * Opens the database and brings its schema up to date: embedded PGlite under the data directory by default,
 * a PostgreSQL server when a connection string is given. Both run the same versioned migrations.
 */
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { lockDataDirectory } from "./data-directory-lock.ts";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseConnection = {
  db: Database;
  kind: "pglite" | "postgres";
  /** `select 1`: true when the database answers. */
  ping: () => Promise<boolean>;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  /** A PostgreSQL connection string; without it, PGlite stores the database under `dataDirectory`. */
  databaseUrl?: string;
  dataDirectory: string;
  /** Connections in the PostgreSQL pool. */
  poolSize?: number;
};

export const migrationsFolder = resolve(import.meta.dirname, "migrations");

/** Any number that is the same in every instance: it names the lock that keeps two starts from migrating at once. */
const MIGRATION_LOCK_ID = 7_314_002;

const ping = (db: Database) => async () => {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
};

const openPglite = async (dataDirectory: string): Promise<DatabaseConnection> => {
  const directory = join(dataDirectory, "pglite");
  mkdirSync(directory, { recursive: true });
  // PGlite is one process's database: a second process opening the same files would corrupt them.
  const unlock = lockDataDirectory(directory);
  try {
    const client = new PGlite(directory);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: "pglite",
      ping: ping(db as unknown as Database),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
};

const openPostgres = async (databaseUrl: string, poolSize: number): Promise<DatabaseConnection> => {
  // Instances starting together would race to create the same tables; a session lock, held on one connection
  // for the whole migration, makes them take turns.
  const migrator = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await migrator`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migratePostgres(drizzlePostgres({ client: migrator }), { migrationsFolder });
  } finally {
    await migrator.end({ timeout: 5 });
  }
  const client = postgres(databaseUrl, { max: poolSize, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    ping: ping(db as unknown as Database),
    close: () => client.end({ timeout: 5 }),
  };
};

export const openDatabase = ({ databaseUrl, dataDirectory, poolSize = 10 }: DatabaseOptions): Promise<DatabaseConnection> =>
  databaseUrl ? openPostgres(databaseUrl, poolSize) : openPglite(dataDirectory);

/** The result rows of a raw `db.execute`, whichever driver ran it (PGlite answers `{ rows }`, postgres.js an array). */
export const rowsOf = <Row>(result: unknown): Row[] =>
  Array.isArray(result) ? (result as Row[]) : ((result as { rows?: Row[] }).rows ?? []);
