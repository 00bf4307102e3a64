/** The production server for end-to-end tests: the real build, a fresh database in a temporary folder. */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

process.env.DATA_DIR ??= mkdtempSync(join(tmpdir(), "northstar-e2e-"));
process.env.HOST ??= "127.0.0.1";
process.env.LOG_LEVEL ??= "warn";
// Every test submits from 127.0.0.1; the rate limit itself is tested against the functions directly.
process.env.RATE_LIMIT_MAX ??= "1000";
await import("#server/main.ts");
