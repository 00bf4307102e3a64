/** The production server for end-to-end tests: the real build, a fresh copy of the empty, migrated database. */
import { rmSync } from "node:fs";
import { e2eDataDirectory } from "./e2e-server.ts";
import { migratedDataDirectory } from "./lead-test-database.ts";

if (!process.env.DATA_DIR) {
  process.env.DATA_DIR = e2eDataDirectory(process.env.PORT ?? "3000");
  rmSync(process.env.DATA_DIR, { recursive: true, force: true });
  await migratedDataDirectory(process.env.DATA_DIR);
}
process.env.HOST ??= "127.0.0.1";
process.env.LOG_LEVEL ??= "warn";
// Every test submits from 127.0.0.1; the rate limit itself is tested against the functions directly.
process.env.RATE_LIMIT_MAX ??= "1000";
await import("#server/main.ts");
