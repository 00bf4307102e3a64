/**
 * Fresh, migrated databases for the lead-capture tests: always an embedded PGlite, and a PostgreSQL database of its
 * own when TEST_DATABASE_URL points at a server (`.ci/run` starts one). Each call gets an empty database.
 */
import { createHash, randomUUID } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { type DatabaseConnection, migrationsFolder, openDatabase } from "#server/db/database.ts";

export type DatabaseKind = "pglite" | "postgres";

export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

export type TestDatabase = DatabaseConnection & {
  /** A connection string for a second, independent connection pool (PostgreSQL only). */
  url?: string;
  /** The DATA_DIR holding the embedded database (PGlite only). */
  dataDirectory?: string;
  /** Closes the connection and deletes the database. */
  destroy: () => Promise<void>;
};

const migrationsHash = () => {
  const hash = createHash("sha256");
  for (const file of readdirSync(migrationsFolder).sort())
    if (file.endsWith(".sql")) hash.update(readFileSync(join(migrationsFolder, file)));
  return hash.digest("hex").slice(0, 16);
};

/**
 * Creating a PGlite cluster takes seconds; copying a migrated one takes milliseconds. The template is made once per
 * set of migrations and reused by every test file.
 */
const pgliteTemplate = async (): Promise<string> => {
  const template = join(tmpdir(), `northstar-pglite-template-${migrationsHash()}`);
  if (existsSync(template)) return template;
  const building = mkdtempSync(join(tmpdir(), "northstar-pglite-building-"));
  const connection = await openDatabase({ dataDirectory: building });
  await connection.close();
  try {
    renameSync(building, template);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another process made it first
  }
  return template;
};

/**
 * A fresh DATA_DIR holding an empty, migrated embedded database, for a server or `npm run leads` started by a test that
 * is not about creating one: copying the template takes milliseconds, creating a database seconds. In a new temporary
 * folder unless given an empty or missing one.
 */
export const migratedDataDirectory = async (directory = mkdtempSync(join(tmpdir(), "northstar-test-db-"))): Promise<string> => {
  cpSync(await pgliteTemplate(), directory, { recursive: true });
  return directory;
};

const openPglite = async (): Promise<TestDatabase> => {
  const directory = await migratedDataDirectory();
  const connection = await openDatabase({ dataDirectory: directory });
  return {
    ...connection,
    dataDirectory: directory,
    destroy: async () => {
      await connection.close().catch(() => {});
      rmSync(directory, { recursive: true, force: true });
    },
  };
};

const openPostgres = async (serverUrl: string): Promise<TestDatabase> => {
  const name = `northstar_test_${randomUUID().replace(/-/g, "").slice(0, 16)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await openDatabase({ dataDirectory: "", databaseUrl: url.toString() });
  return {
    ...connection,
    url: url.toString(),
    destroy: async () => {
      await connection.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
};

export const openTestDatabase = (kind: DatabaseKind): Promise<TestDatabase> =>
  kind === "postgres" ? openPostgres(process.env.TEST_DATABASE_URL!) : openPglite();
