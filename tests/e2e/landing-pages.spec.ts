/**
 * Landing pages (content/landing-pages/<slug>.json at /lp/<slug>): the one the site ships, as built and served, and a
 * new one written into a scratch copy of the project beside one scheduled for tomorrow, built and served there.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { faqItems } from "#content/faq.ts";
import { readLandingPages } from "#content/landing-pages.server.ts";
import { leadForms } from "#content/lead-forms.ts";
import type { LandingPageContent } from "#core/content-schemas/landing-page.ts";
import { familyPath } from "#core/page-paths.ts";
import { test as withWorkspace } from "#tests/support/cms-e2e.ts";
import { E2E_DATA_DIR } from "#tests/support/e2e-server.ts";
import { hydrate } from "#tests/support/hydrate.ts";
import { readJsonLd, readPageHead } from "#tests/support/page-head.ts";
import { runLeadsCommand } from "#tests/support/server-process.ts";
import { salesForm } from "#tests/support/site-copy.ts";
import { expect, test } from "./fixtures.ts";
import { fillSales } from "./lead-dialogs.ts";

const [shipped] = readLandingPages(process.cwd());
const sales = leadForms["contact-sales"];
const DAY_MS = 86_400_000;

type StoredLead = { email: string; page: string | null };

/** The page the served site stored a lead from, found by its e-mail address. */
const storedPageOf = async (email: string) => {
  const run = await runLeadsCommand({ DATA_DIR: E2E_DATA_DIR }, "export", "--format", "json");
  expect(run.code, run.stderr).toBe(0);
  return (JSON.parse(run.stdout) as StoredLead[]).find((lead) => lead.email === email)?.page;
};

const jsonLdTypes = (html: string) => readJsonLd(html).map((data) => data["@type"]);

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

withWorkspace(
  "a landing page written into the content folder is built at its path with its sections; one scheduled for tomorrow is not",
  async ({ workspace, page }) => {
    withWorkspace.setTimeout(300_000);
    const [first, second] = faqItems;
    const features = [
      { icon: "Radar", title: "Competitor changes", body: "Flagged as they happen." },
      { icon: "FileText", title: "A PRD in minutes", body: "With user stories and acceptance criteria." },
    ] as const;
    const landing = (published?: string): LandingPageContent => ({
      title: "Discovery for finance teams",
      description: "A campaign page for finance teams.",
      keywords: ["discovery"],
      name: "Discovery for finance teams",
      indexed: true,
      ...(published ? { published } : {}),
      sections: [
        { type: "hero", eyebrow: "For finance", heading: "Discovery for finance teams", lead: "In days.", visual: "dashboard" },
        { type: "features", heading: "What you get", items: [...features] },
        { type: "faq", heading: "Questions", questions: [first!.id, second!.id] },
        { type: "contactSales", heading: "Talk to us", lead: "We answer within a day." },
      ],
    });
    const folder = join(workspace.root, "content", "landing-pages");
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, "finance-teams.json"), JSON.stringify(landing(), null, 2));
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    writeFileSync(join(folder, "scheduled-campaign.json"), JSON.stringify(landing(tomorrow), null, 2));

    const server = await workspace.rebuildAndServe();
    const path = familyPath("landingPage", "finance-teams");
    const scheduled = familyPath("landingPage", "scheduled-campaign");
    const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).not.toContain(scheduled);
    expect((await fetch(`${server.base}${scheduled}`)).status).toBe(404);

    const html = await (await fetch(`${server.base}${path}`)).text();
    expect(readPageHead(html).ogImage).toContain(`/og${path}.png`);
    const faqPage = readJsonLd(html).find((data) => data["@type"] === "FAQPage") as { mainEntity: { name: string }[] };
    expect(faqPage.mainEntity.map((question) => question.name)).toEqual([first!.question, second!.question]);

    await page.goto(`${server.base}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Discovery for finance teams");
    for (const feature of features) await expect(page.getByRole("heading", { name: feature.title })).toBeVisible();
    for (const question of [first!, second!]) await expect(page.getByText(question.question, { exact: true })).toBeVisible();
    await hydrate(page);
    expect(await sendLandingForm(page)).toMatchObject({ page: path });
  },
);
