import { tmpdir } from "node:os";
import { join } from "node:path";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** An end-to-end server's embedded database, emptied at each start; tests read what it stored with `npm run leads`. */
export const e2eDataDirectory = (port: number | string) => join(tmpdir(), `northstar-e2e-${port}`);
export const E2E_DATA_DIR = e2eDataDirectory(E2E_PORT);
