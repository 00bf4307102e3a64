/**
 * Creates an embedded database (PGlite's initdb) in the directory given as its argument, then exits. Run as a child
 * of the process that will open it (see `openPglite` in database.ts), so that what creating it takes leaves with it.
 */
import { PGlite } from "@electric-sql/pglite";

const directory = process.argv[2];
if (!directory) throw new Error("Usage: create-embedded-database.ts <directory>");
const client = await PGlite.create(directory);
await client.close();
