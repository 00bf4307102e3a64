/**
 * A lead form posted without JavaScript straight to its function, as it is when the pages are on a static host and
 * the functions elsewhere: the lead is stored by the function's own code, the visitor goes back to the site's page
 * showing the success message, or gets the form's page saying what to fix; no typed value ever lands in a URL.
 */
import { randomUUID } from "node:crypto";
import type { Hono } from "hono";
import { parse } from "node-html-parser";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formPostMessages } from "#content/form-post-messages.ts";
import { leadForms } from "#content/lead-forms.ts";
import { leads } from "#server/db/schema.ts";
import { createCrossOriginFormPosts } from "#server/form-posts/cross-origin-form-posts.ts";
import { createFunctionsApp } from "#server/functions/functions-app.ts";
import { createLogger } from "#server/logger.ts";
import { contactMessageInput, contactSalesInput, SITE_ORIGIN, TEST_RATE_LIMIT_SECRET } from "#tests/support/lead-test-app.ts";
import { databaseKinds, openTestDatabase, type TestDatabase } from "#tests/support/lead-test-database.ts";
import { fieldMessage } from "#tests/support/site-copy.ts";

const FUNCTIONS_URL = "https://project.functions.test/functions/v1";
/** The platform hands each function its request at `/<name>` (supabase/functions/_shared/edge-functions.ts). */
const FUNCTION_ORIGIN = new URL(FUNCTIONS_URL).origin;

/** The form's page as the static build holds it: the frame's slots (app/components/forms/lead-form-frame.tsx). */
const formPage = (formType: string, fields: string[]) => `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/assets/root.css"><script type="module" src="/assets/entry.js"></script></head><body>
<a href="/pricing">Pricing</a>
<div data-lead-form="${formType}"><p data-form-slot="success" id="${formType}-sent" hidden>Thanks</p>
<form method="post" action="${FUNCTIONS_URL}/x"><p data-form-slot="error" hidden><span data-slot="message"></span></p>
${fields.map((name) => `<input id="f-${name}" name="${name}"><p id="f-${name}-error" hidden></p>`).join("\n")}
</form></div></body></html>`;

describe.each(databaseKinds)("forms posted without JavaScript to the functions on %s", (kind) => {
  let database: TestDatabase;
  let app: Hono;
  const pagesRead: string[] = [];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const functionsApp = createFunctionsApp({
      db: database.db,
      logger: createLogger("silent"),
      allowedOrigins: [SITE_ORIGIN],
      trustProxyHops: 1,
      rateLimit: { max: 1_000, windowMs: 60_000 },
      rateLimitSecret: TEST_RATE_LIMIT_SECRET,
      deliveryChannels: ["email"],
    }).app;
    app = createCrossOriginFormPosts({
      functionsApp,
      logger: createLogger("silent"),
      siteUrl: () => `${SITE_ORIGIN}/`,
      trustProxyHops: 1,
      fetchPage: async (url) => {
        pagesRead.push(url);
        const formType = url.endsWith(leadForms["contact-sales"].pagePath) ? "contact-sales" : "contact-message";
        return formPage(formType, Object.keys(leadForms[formType].schema.shape));
      },
    });
  });
  afterAll(() => database.destroy());
  beforeEach(() => database.db.delete(leads));

  const postForm = (name: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.request(`${FUNCTION_ORIGIN}/${name}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: SITE_ORIGIN,
        "X-Forwarded-For": `198.51.100.${Math.floor(Math.random() * 250)}`,
        ...headers,
      },
      body: new URLSearchParams(fields).toString(),
    });

  it("stores each form's lead and sends the visitor to the form's page at its success message", async () => {
    const sales = await postForm("send-contact-sales", contactSalesInput() as Record<string, string>);
    expect(sales.status).toBe(303);
    expect(sales.headers.get("location")).toBe(`${SITE_ORIGIN}${leadForms["contact-sales"].pagePath}#contact-sales-sent`);
    const message = await postForm("send-contact-message", contactMessageInput());
    expect(message.headers.get("location")).toBe(`${SITE_ORIGIN}${leadForms["contact-message"].pagePath}#contact-message-sent`);
    const stored = await database.db.select().from(leads);
    expect(stored.map((lead) => [lead.formType, lead.email, lead.page]).sort()).toEqual([
      ["contact-message", contactMessageInput().email, leadForms["contact-message"].pagePath],
      ["contact-sales", contactSalesInput().email, leadForms["contact-sales"].pagePath],
    ]);
  });

  it("stores one lead when the same post is sent twice", async () => {
    const fields = contactMessageInput({ subject: `Twice ${randomUUID()}` });
    const headers = { "X-Forwarded-For": "198.51.100.77" };
    expect((await postForm("send-contact-message", fields, headers)).status).toBe(303);
    expect((await postForm("send-contact-message", fields, headers)).status).toBe(303);
    expect(await database.db.select().from(leads)).toHaveLength(1);
  });

  it("answers an invalid post with the form's page saying which fields to fix, keeping what was typed", async () => {
    const response = await postForm("send-contact-sales", {
      ...(contactSalesInput() as Record<string, string>),
      email: "not-an-address",
      companyName: " ",
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
    const page = parse(await response.text());
    expect(page.querySelector("#f-email")?.getAttribute("aria-invalid")).toBe("true");
    expect(page.querySelector("#f-email")?.getAttribute("value")).toBe("not-an-address");
    expect(page.querySelector("#f-email-error")?.text).toBe(fieldMessage("contact-sales", "email", "invalid"));
    expect(page.querySelector("#f-companyName-error")?.text).toBe(fieldMessage("contact-sales", "companyName", "missing"));
    expect(page.querySelector("#f-role")?.hasAttribute("aria-invalid")).toBe(false);
    expect(page.querySelector('[data-form-slot="error"]')?.text).toBe(formPostMessages.fixFields);
    // Its links and styles are the site's, it runs no script, and its form posts back to the function.
    expect(page.querySelector("base")?.getAttribute("href")).toBe(`${SITE_ORIGIN}/`);
    expect(page.querySelector("script")).toBeNull();
    const policy = response.headers.get("content-security-policy") ?? "";
    expect(policy).toContain(`style-src ${SITE_ORIGIN} `);
    expect(policy).toContain(`form-action 'self' ${SITE_ORIGIN}`);
    expect(policy).not.toMatch(/script-src/);
    expect(await database.db.select().from(leads)).toHaveLength(0);
  });

  it("reads the form's page from the site once, not on every refused post", async () => {
    const before = pagesRead.length;
    for (let i = 0; i < 3; i++) await postForm("send-contact-message", contactMessageInput({ email: "nope" }));
    expect(pagesRead.length - before).toBeLessThanOrEqual(1);
  });

  it("refuses another site's post and another body type without storing anything", async () => {
    const elsewhere = await postForm("send-contact-message", contactMessageInput(), { Origin: "https://evil.example" });
    expect(elsewhere.status).toBe(403);
    const json = await app.request(`${FUNCTION_ORIGIN}/send-contact-message`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: SITE_ORIGIN },
      body: "hello",
    });
    expect(json.status).toBe(415);
    expect(await database.db.select().from(leads)).toHaveLength(0);
  });
});
