/**
 * The floor: PGlite alone, opened on DATA_DIR/pglite as the server opens it, one query, nothing else loaded.
 * Prints "ready" and waits to be stopped.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";

const directory = join(process.env.DATA_DIR ?? "data", "pglite");
mkdirSync(directory, { recursive: true });
const client = new PGlite(directory);
await client.query("select 1");
console.log("ready");
// Nothing else keeps the event loop alive: PGlite holds no handle between queries.
const keepAlive = setInterval(() => {}, 60_000);
process.on("SIGTERM", () => {
  clearInterval(keepAlive);
  void client.close().then(() => process.exit(0));
});
