/**
 * The Supabase shape end to end: the production pages built for it (`VITE_FUNCTIONS_URL` at the functions,
 * `VITE_SUPABASE_ANON_KEY`), served as static files with their `_headers` as a CDN would, and both forms sent in
 * Chromium, with JavaScript and without, to the three functions under Deno on a real PostgreSQL set up as Supabase
 * sets up a project. Each lead is stored and the visitor sees the form's success message; without JavaScript no
 * typed value appears in any URL, and an invalid form comes back saying which fields to fix.
 */
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Browser, chromium, type Locator, type Page } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadForms } from "#content/lead-forms.ts";
import { formSentAnchor } from "#core/lead-forms.ts";
import { STATIC_HOST_HEADERS_FILE } from "#scripts/build-steps/static-host-headers.ts";
import { hydrate } from "#tests/support/hydrate.ts";
import { projectCopy } from "#tests/support/project-copy.ts";
import { contactForm, fieldMessage, salesForm, startingWith } from "#tests/support/site-copy.ts";
import { headersFromFile, type StaticHost, startStaticHost } from "#tests/support/static-host.ts";
import { testBrowserLaunchOptions } from "#tooling/chromium.ts";
import { type DenoFunctions, startDenoFunctions } from "#tooling/deno-functions.ts";
import { freeLoopbackPort } from "#tooling/production-server.ts";
import { projectRoot } from "#tooling/project-root.ts";
import { openSupabaseDatabase, type SupabaseDatabase } from "#tooling/supabase-database.ts";
import { timedBuild } from "#tooling/timed-build.ts";

const sales = leadForms["contact-sales"];
const contact = leadForms["contact-message"];
const PUBLISHABLE_KEY = "sb_publishable_pages_on_a_cdn";

const fillSales = async (form: Locator, email: string) => {
  await form.getByLabel(startingWith(salesForm.labels.companyName)).fill("Edge Pages Ltd");
  await form.getByLabel(startingWith(salesForm.labels.contactName)).fill("Ada Lovelace");
  await form.getByLabel(startingWith(salesForm.labels.email)).fill(email);
  await form.getByLabel(startingWith(salesForm.labels.role)).fill("Head of Product");
  await form.getByLabel(startingWith(salesForm.labels.industry)).selectOption({ index: 1 });
  await form.getByLabel(startingWith(salesForm.labels.location)).selectOption({ index: 1 });
};

const fillContact = async (form: Locator, email: string, subject = "From the CDN") => {
  await form.getByLabel(startingWith(contactForm.labels.name)).fill("Grace Hopper");
  await form.getByLabel(startingWith(contactForm.labels.email)).fill(email);
  await form.getByLabel(startingWith(contactForm.labels.subject)).fill(subject);
  await form.getByLabel(startingWith(contactForm.labels.message)).fill("Sent to a function from a static page.");
};

describe.skipIf(!process.env.TEST_DATABASE_URL)("the pages on a static host and the functions on Supabase", () => {
  let database: SupabaseDatabase;
  let functions: DenoFunctions;
  let host: StaticHost;
  let browser: Browser;
  let output: string;
  const urlsSeen: string[] = [];

  beforeAll(async () => {
    const [hostPort, functionsPort] = await Promise.all([freeLoopbackPort(), freeLoopbackPort()]);
    const functionsOrigin = `http://127.0.0.1:${functionsPort}`;
    output = mkdtempSync(join(tmpdir(), "pages-on-a-cdn-"));
    // Prerendering imports the server bundle from the output folder, and its dependencies resolve from there.
    symlinkSync(join(projectRoot, "node_modules"), join(output, "node_modules"), "dir");
    database = await openSupabaseDatabase(process.env.TEST_DATABASE_URL!);
    const env = process.env;
    const built = (async () => {
      const saved = { url: env.VITE_FUNCTIONS_URL, key: env.VITE_SUPABASE_ANON_KEY };
      env.VITE_FUNCTIONS_URL = functionsOrigin;
      env.VITE_SUPABASE_ANON_KEY = PUBLISHABLE_KEY;
      try {
        await timedBuild({ projectRoot: projectCopy("pages-on-a-cdn-project-"), outputDirectory: output, pagesOnly: true });
      } finally {
        env.VITE_FUNCTIONS_URL = saved.url;
        env.VITE_SUPABASE_ANON_KEY = saved.key;
      }
    })();
    const started = startDenoFunctions({
      PORT: String(functionsPort),
      SUPABASE_DB_URL: database.url,
      SUPABASE_URL: functionsOrigin,
      SITE_URL: `http://127.0.0.1:${hostPort}`,
      RATE_LIMIT_SECRET: "a-test-secret-that-is-at-least-32-characters-long",
      // The kick after each lead goes nowhere here: delivery is tested in supabase-functions.test.ts.
      OUTBOX_URL: "http://127.0.0.1:9/",
      LOG_LEVEL: "warn",
    });
    [functions] = await Promise.all([started, built]);
    host = await startStaticHost(join(output, "client"), hostPort);
    browser = await chromium.launch(testBrowserLaunchOptions);
    // A whole build, beside the browsers of npm test.
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await host?.stop();
    await functions?.stop();
    await database?.destroy();
    if (output) rmSync(output, { recursive: true, force: true });
  });

  const openPage = async (javaScriptEnabled: boolean, path: string): Promise<Page> => {
    const context = await browser.newContext({ javaScriptEnabled, baseURL: host.origin });
    // Each step fails with its own message well before the test's timeout.
    context.setDefaultTimeout(10_000);
    const page = await context.newPage();
    page.on("request", (request) => urlsSeen.push(decodeURIComponent(request.url())));
    await page.goto(path);
    if (javaScriptEnabled) await hydrate(page);
    return page;
  };

  const storedLead = async (email: string) =>
    (await database.sql`select form_type, page, fields from leads where email = ${email}`)[0];

  it("lets pages reach exactly the functions' origin besides their own", () => {
    const headers = readFileSync(join(output, "client", STATIC_HOST_HEADERS_FILE), "utf8");
    const functionsOrigin = new URL(functions.url).origin;
    for (const path of [sales.pagePath, contact.pagePath, "/"]) {
      const policy = headersFromFile(headers, path)["content-security-policy"] ?? "";
      expect(policy, path).toContain(`connect-src 'self' ${functionsOrigin};`);
      expect(policy, path).toContain(`form-action 'self' ${functionsOrigin};`);
    }
  });

  it("stores both forms sent with JavaScript and thanks the visitor in the form's place", async () => {
    const email = `cdn-js-sales-${Date.now()}@example.com`;
    const page = await openPage(true, sales.pagePath);
    await fillSales(page.getByRole("form", { name: sales.title }), email);
    await page.getByRole("button", { name: sales.messages.submit }).click();
    // Sent, the form's place says so.
    await page.getByRole("heading", { name: sales.messages.success }).waitFor();
    expect(await storedLead(email)).toMatchObject({ form_type: "contact-sales", page: sales.pagePath });

    const contactEmail = `cdn-js-contact-${Date.now()}@example.com`;
    await page.goto(contact.pagePath);
    await hydrate(page);
    await fillContact(page.getByRole("form", { name: contact.title }), contactEmail);
    await page.getByRole("button", { name: contact.messages.submit }).click();
    await page.getByRole("heading", { name: contact.messages.success }).waitFor();
    expect(await storedLead(contactEmail)).toMatchObject({ form_type: "contact-message" });
    await page.context().close();
  });

  it("stores both forms sent without JavaScript and lands on the site's page showing the success message", async () => {
    for (const [formType, fill] of [
      ["contact-sales", fillSales],
      ["contact-message", fillContact],
    ] as const) {
      const form = leadForms[formType];
      const email = `cdn-no-js-${form.functionName}-${Date.now()}@example.com`;
      const page = await openPage(false, form.pagePath);
      await fill(page.getByRole("form", { name: form.title }), email);
      await page.getByRole("button", { name: form.messages.submit }).click();
      await page.waitForURL(`${host.origin}${form.pagePath}#${formSentAnchor(formType)}`);
      expect(await page.getByRole("status").filter({ hasText: form.messages.success }).isVisible()).toBe(true);
      expect(await page.getByRole("form", { name: form.title }).isVisible()).toBe(false);
      expect(await storedLead(email)).toMatchObject({ page: form.pagePath });
      expect(urlsSeen.filter((url) => url.includes(email) || url.includes("Edge Pages") || url.includes("Grace"))).toEqual([]);
      await page.context().close();
    }
  });

  it("answers an invalid form sent without JavaScript with the form saying which fields to fix, then takes it fixed", async () => {
    const typed = `not-an-address-${Date.now()}`;
    const page = await openPage(false, contact.pagePath);
    const form = page.getByRole("form", { name: contact.title });
    await fillContact(form, typed, "Kept as typed");
    await page.getByRole("button", { name: contact.messages.submit }).click();
    const answered = page.getByRole("form", { name: contact.title });
    await answered.getByRole("alert").waitFor();
    expect(await answered.getByLabel(startingWith(contactForm.labels.email)).getAttribute("aria-invalid")).toBe("true");
    expect(await answered.getByLabel(startingWith(contactForm.labels.email)).inputValue()).toBe(typed);
    expect(await answered.getByLabel(startingWith(contactForm.labels.subject)).inputValue()).toBe("Kept as typed");
    expect(await answered.getByLabel(startingWith(contactForm.labels.name)).getAttribute("aria-invalid")).toBeNull();
    expect(await page.locator(`[id$="-error"]:visible`).allInnerTexts()).toEqual([
      fieldMessage("contact-message", "email", "invalid"),
    ]);
    // The site's stylesheet applies: the answer looks like the site.
    const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(bodyFont).toContain("Inter");
    expect(urlsSeen.filter((url) => url.includes(typed) || url.includes("Kept as typed"))).toEqual([]);

    const fixed = `${typed}@example.com`;
    await answered.getByLabel(startingWith(contactForm.labels.email)).fill(fixed);
    await answered.getByRole("button", { name: contact.messages.submit }).click();
    await page.waitForURL(`${host.origin}${contact.pagePath}#${formSentAnchor("contact-message")}`);
    expect(await page.getByRole("status").filter({ hasText: contact.messages.success }).isVisible()).toBe(true);
    expect(await storedLead(fixed)).toMatchObject({ form_type: "contact-message" });
    await page.context().close();
  });
});
