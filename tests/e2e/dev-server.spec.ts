/**
 * `npm run dev` serves the backend functions too, so the forms can be tried in development. The test starts the
 * development server itself, on a port and with a database of its own, and reads the stored lead once it has stopped.
 * In `npm run test:full` only: Vite compiling every module for one page is the heaviest half-minute of the end-to-end
 * tests, which are the longest stage of `npm test`, and the development loop is not what visitors meet.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { leadForms } from "#content/lead-forms.ts";
import { openDatabase } from "#server/db/database.ts";
import { leads } from "#server/db/schema.ts";
import { salesForm, startingWith } from "#tests/support/site-copy.ts";
import { freeLoopbackPort } from "#tooling/production-server.ts";
import { FULL_SWEEP } from "#tooling/site-pages.ts";

const sales = leadForms["contact-sales"];

const answers = (url: string, status: number) =>
  fetch(url).then(
    (response) => response.status === status,
    () => false,
  );

const untilAnswering = async (url: string, status: number, child: ChildProcess, output: string[]) => {
  for (let waited = 0; waited < 90_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the development server exited:\n${output.join("")}`);
    if (await answers(url, status)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the development server did not answer:\n${output.join("")}`);
};

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops npx and the development server it relaunched (one process group), waiting until none is left. */
const stop = async (child: ChildProcess) => {
  const group = child.pid!;
  try {
    process.kill(-group, "SIGTERM");
  } catch {
    return;
  }
  for (let waited = 0; waited < 10_000 && isRunning(-group); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (isRunning(-group)) process.kill(-group, "SIGKILL");
};

test("npm run dev stores a lead sent from a form", async ({ page }) => {
  test.skip(!FULL_SWEEP, "in npm run test:full");
  // Starting Vite and compiling every module on first request take minutes on a busy machine.
  test.setTimeout(240_000);
  const port = await freeLoopbackPort();
  const dataDirectory = mkdtempSync(join(tmpdir(), "northstar-dev-"));
  const output: string[] = [];
  const devServer = spawn("npx", ["react-router", "dev", "--host", "127.0.0.1", "--port", String(port), "--strictPort"], {
    env: {
      ...process.env,
      DATA_DIR: dataDirectory,
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      LEADS_WEBHOOK_URL: "",
      HUBSPOT_PORTAL_ID: "",
      HUBSPOT_FORM_ID: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  devServer.stdout?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  devServer.stderr?.on("data", (chunk: Buffer) => output.push(chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  try {
    await untilAnswering(`${base}/contact-sales`, 200, devServer, output);
    // A GET is refused with 405 once the functions have opened their database.
    await untilAnswering(`${base}/functions/v1/send-contact-sales`, 405, devServer, output);
    await page.goto(`${base}/contact-sales`);
    // The development server compiles each module on its first request, slowly on a busy machine: a form sent before
    // React has hydrated the page posts without JavaScript, to the page, not to the function this test watches.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", { timeout: 60_000 });
    const form = page.getByRole("form", { name: salesForm.title });
    await form.getByLabel(startingWith(salesForm.labels.companyName)).fill("Development Dynamics");
    await form.getByLabel(startingWith(salesForm.labels.contactName)).fill("Ada Lovelace");
    await form.getByLabel(startingWith(salesForm.labels.email)).fill("ada@dev.example");
    await form.getByLabel(startingWith(salesForm.labels.role)).fill("Head of Product");
    await form.getByLabel(startingWith(salesForm.labels.industry)).selectOption("Fintech");
    await form.getByLabel(startingWith(salesForm.labels.location)).selectOption("Germany");
    const answer = page.waitForResponse(`${base}/functions/v1/send-contact-sales`, { timeout: 20_000 });
    await form.getByRole("button", { name: sales.messages.submit }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole("heading", { name: sales.messages.success })).toBeVisible();
  } finally {
    await stop(devServer);
  }

  const database = await openDatabase({ dataDirectory });
  try {
    const stored = await database.db.select().from(leads);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ formType: "contact-sales", email: "ada@dev.example", spam: false });
    expect(stored[0]?.fields.companyName).toBe("Development Dynamics");
  } finally {
    await database.close();
  }
});
