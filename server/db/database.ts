/**
 * Opens the database and brings its schema up to date: embedded PGlite under the data directory by default,
 * a PostgreSQL server when a connection string is given. Both run the same versioned migrations.
 */
import { fork } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import { DataDirectoryInUseError, lockDataDirectory } from "./data-directory-lock.ts";
import { serveEmbeddedDatabase } from "./embedded-database-socket.ts";
import * as schema from "./schema.ts";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseConnection = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Reached through a running server's socket (`throughServer`): its visitors share this database. */
  throughServer?: true;
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
  /** The server: serve the embedded database to local commands on a socket named in the lock file. */
  shareEmbedded?: boolean;
  /** A local command: when a live server holds the embedded database, use it through the server's socket. */
  throughServer?: boolean;
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

/** Unix socket paths are limited to about 100 bytes; a deep DATA_DIR gets a private directory for its socket instead. */
const socketPathFor = (directory: string): string => {
  const beside = join(directory, "northstar.sock");
  return Buffer.byteLength(beside) <= 100 ? beside : join(mkdtempSync(join(tmpdir(), "northstar-")), "northstar.sock");
};

/**
 * Creating the embedded database runs initdb in a second PGlite instance, and the process that does so keeps about
 * 150 MB more than one that opens an existing database, for as long as it runs: no garbage collection gives back what
 * initdb's in-memory files took from the C heap. A child process creates it and exits, so the server then opens it as
 * on any restart. The child gets this process's Node flags and `--liftoff-only`: initdb then takes about 60 % of the
 * CPU time and half the memory it takes with V8's optimising compiler.
 */
const createEmbeddedDatabase = (directory: string): Promise<void> =>
  new Promise((created, failed) => {
    const stderr: Buffer[] = [];
    const child = fork(join(import.meta.dirname, "create-embedded-database.ts"), [directory], {
      stdio: ["ignore", "ignore", "pipe", "ipc"],
      execArgv: [...new Set([...process.execArgv, "--liftoff-only"])],
    });
    child.stderr?.on("data", (chunk: Buffer) => stderr.push(chunk));
    child.once("error", failed);
    child.once("exit", (code, signal) => {
      if (code === 0) return created();
      const output = Buffer.concat(stderr).toString().trim();
      failed(new Error(`Could not create the embedded database in ${directory} (${signal ?? `exit code ${code}`}): ${output}`));
    });
  });

/** The embedded database of a running server, through its socket: one connection, nothing left behind in its session. */
const openThroughServer = (socket: string): DatabaseConnection => {
  const client = postgres({ path: socket, user: "postgres", database: "postgres", max: 1, prepare: false, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema }) as unknown as Database;
  return { db, kind: "pglite", throughServer: true, ping: ping(db), close: () => client.end({ timeout: 5 }) };
};

const openPglite = async ({ dataDirectory, shareEmbedded, throughServer }: DatabaseOptions): Promise<DatabaseConnection> => {
  const directory = join(dataDirectory, "pglite");
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  // The database files, the lock and the socket are the owner's alone (the socket asks for no password).
  chmodSync(directory, 0o700);
  // PGlite is one process's database: a second process opening the same files would corrupt them.
  let lock: ReturnType<typeof lockDataDirectory>;
  try {
    lock = lockDataDirectory(directory);
  } catch (error) {
    const socket = error instanceof DataDirectoryInUseError ? error.holder?.socket : undefined;
    if (throughServer && socket) return openThroughServer(socket);
    throw error;
  }
  let client: PGlite | undefined;
  try {
    if (!existsSync(join(directory, "PG_VERSION"))) await createEmbeddedDatabase(directory);
    client = new PGlite(directory);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    const pglite = client;
    const socket = shareEmbedded ? socketPathFor(directory) : undefined;
    const shared = socket ? await serveEmbeddedDatabase(pglite, socket) : undefined;
    if (socket) lock.advertiseSocket(socket);
    return {
      db: db as unknown as Database,
      kind: "pglite",
      ping: ping(db as unknown as Database),
      close: async () => {
        await shared?.close();
        if (socket && dirname(socket) !== directory) rmSync(dirname(socket), { recursive: true, force: true });
        await pglite.close();
        lock.release();
      },
    };
  } catch (error) {
    await client?.close().catch(() => {});
    lock.release();
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

export const openDatabase = (options: DatabaseOptions): Promise<DatabaseConnection> =>
  options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize ?? 10) : openPglite(options);
