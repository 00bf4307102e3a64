/** What the served site stored, read back as an operator would (`npm run leads -- export`). */
import { expect } from "@playwright/test";
import { E2E_DATA_DIR } from "./e2e-server.ts";
import { runLeadsCommand } from "./server-process.ts";

type StoredLead = { email: string; page: string | null };

/** The page the served site stored a lead from, found by its e-mail address. */
export const storedPageOf = async (email: string, dataDirectory = E2E_DATA_DIR) => {
  const run = await runLeadsCommand({ DATA_DIR: dataDirectory }, "export", "--format", "json");
  expect(run.code, run.stderr).toBe(0);
  return (JSON.parse(run.stdout) as StoredLead[]).find((lead) => lead.email === email)?.page;
};
