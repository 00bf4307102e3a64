/**
 * The landing page the site ships (content/landing-pages/<slug>.json at /lp/<slug>), as built and served. One composed
 * in /admin is built on a scratch copy in cms-content.spec.ts.
 */
import type { Page } from "@playwright/test";
import { readLandingPages } from "#content/landing-pages.server.ts";
import { leadForms } from "#content/lead-forms.ts";
import { familyPath } from "#core/page-paths.ts";
import { jsonLdTypes, readPageHead } from "#tests/support/page-head.ts";
import { salesForm } from "#tests/support/site-copy.ts";
import { storedPageOf } from "#tests/support/stored-leads.ts";
import { expect, test } from "./fixtures.ts";
import { fillSales } from "./lead-dialogs.ts";

const [shipped] = readLandingPages(process.cwd());
const sales = leadForms["contact-sales"];

/** Sends the page's own contact-sales form, which the function stores (200), and answers the body it received. */
const sendLandingForm = async (page: Page) => {
  const form = page.locator(`[data-lead-form="contact-sales"]`);
  await fillSales(form);
  const request = page.waitForRequest("**/functions/v1/send-contact-sales");
  const answer = page.waitForResponse("**/functions/v1/send-contact-sales");
  await form.getByRole("button", { name: sales.messages.submit }).click();
  expect((await answer).status()).toBe(200);
  return (await request).postDataJSON() as { page: string };
};

test.describe("the shipped landing page", () => {
  test.skip(!shipped, "no landing page in content/landing-pages");
  const path = familyPath("landingPage", shipped?.slug ?? "");

  test("is built with its head, structured data, share image and sitemap entry, and its form names the page", async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const head = readPageHead(html);
    expect(head.title).toContain(shipped!.title);
    expect(head.canonical?.endsWith(path)).toBe(true);
    expect(jsonLdTypes(html)).toEqual(expect.arrayContaining(["WebPage", "BreadcrumbList"]));
    const image = await request.get(new URL(head.ogImage ?? "").pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(await (await request.get("/sitemap.xml")).text()).toContain(`${path}</loc>`);

    await page.goto(path);
    const hero = shipped!.sections.find((section) => section.type === "hero");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hero?.type === "hero" ? hero.heading : "");
    expect(await sendLandingForm(page)).toMatchObject({ page: path });
  });

  test("stores a lead sent from its form without JavaScript with the landing page as its page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(path);
    const form = page.locator(`[data-lead-form="contact-sales"]`);
    await fillSales(form);
    const email = `landing-no-script-${Date.now()}@example.com`;
    await form.getByRole("textbox", { name: new RegExp(`^${salesForm.labels.email}`) }).fill(email);
    await form.getByRole("button", { name: sales.messages.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: sales.messages.success })).toBeVisible();
    expect(await storedPageOf(email)).toBe(path);
    await context.close();
  });
});
