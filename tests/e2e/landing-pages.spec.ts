/**
 * Landing pages (content/landing-pages/<slug>.json at /lp/<slug>): the one the site ships, as built and served, and a
 * new one composed in /admin on a scratch copy of the project (tests/support/cms-e2e.ts), beside one scheduled for
 * tomorrow, built and served there.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { faqItems } from "#content/faq.ts";
import { readLandingPages } from "#content/landing-pages.server.ts";
import { leadForms } from "#content/lead-forms.ts";
import type { FaqContent } from "#core/content-schemas/faq.ts";
import type { LandingPageContent } from "#core/content-schemas/landing-page.ts";
import { familyPath } from "#core/page-paths.ts";
import { saveReviewAndPublish, signIn, test as withWorkspace } from "#tests/support/cms-e2e.ts";
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
const storedPageOf = async (email: string, dataDirectory = E2E_DATA_DIR) => {
  const run = await runLeadsCommand({ DATA_DIR: dataDirectory }, "export", "--format", "json");
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

const withPlaceholders = new Set(
  (JSON.parse(readFileSync("content/faq.json", "utf8")) as FaqContent).items
    .filter((item) => item.question.includes("{"))
    .map((item) => item.id),
);

/** The page an editor makes in /admin: a hero, a feature grid, two of the FAQ's questions and the contact-sales form. */
const FEATURES = [
  { icon: "Radar", title: "Competitor changes", body: "Flagged as they happen." },
  { icon: "FileText", title: "A PRD in minutes", body: "With user stories and acceptance criteria." },
] as const;
const NEW_LANDING = {
  name: "Discovery for finance teams",
  slug: "discovery-for-finance-teams",
  title: "Discovery for finance teams",
  description: "A campaign page for finance teams.",
  hero: { eyebrow: "For finance", heading: "Discovery for finance teams", lead: "In days.", visual: "dashboard" },
  features: { heading: "What you get", items: FEATURES },
  // /admin offers the FAQ's questions in their file's words: two without a placeholder read the same on the site.
  questions: { heading: "Questions", items: faqItems.filter((item) => !withPlaceholders.has(item.id)).slice(0, 2) },
  form: { heading: "Talk to us", lead: "We answer within a day." },
} as const;

/** The field labelled `label` of the section (or feature) added last: each added item opens below the others. */
const lastField = (page: Page, label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true }).last();

const addSection = async (page: Page, label: string) => {
  await page.getByRole("button", { name: "Add sections" }).click();
  await page.getByRole("menuitem", { name: label, exact: true }).click();
};

/** Composes the page in /admin, section by section, checking that the preview draws each as the site will. */
const composeLandingPage = async (page: Page, adminUrl: string) => {
  const landing = NEW_LANDING;
  const preview = page.frameLocator("#preview-pane");
  await page.goto(`${adminUrl}#/collections/landing-pages/new`);
  await page.getByLabel("Title", { exact: true }).fill(landing.title);
  await page.getByLabel("Description", { exact: true }).fill(landing.description);
  await page.getByLabel("Page name", { exact: true }).fill(landing.name);
  await page.getByLabel("Indexed", { exact: true }).check();

  await addSection(page, "Hero");
  await lastField(page, "Eyebrow").fill(landing.hero.eyebrow);
  await lastField(page, "Heading").fill(landing.hero.heading);
  await lastField(page, "Lead").fill(landing.hero.lead);
  await lastField(page, "Picture").click();
  await page.getByRole("option", { name: landing.hero.visual, exact: true }).click();
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(landing.hero.heading);

  await addSection(page, "Feature grid");
  await lastField(page, "Heading").fill(landing.features.heading);
  for (const feature of landing.features.items) {
    await page.getByRole("button", { name: "Add feature" }).last().click();
    await lastField(page, "Icon").click();
    await page.getByRole("option", { name: feature.icon, exact: true }).click();
    await lastField(page, "Title").fill(feature.title);
    await lastField(page, "Text").fill(feature.body);
  }
  for (const feature of landing.features.items) await expect(preview.getByRole("heading", { name: feature.title })).toBeVisible();

  await addSection(page, "Questions");
  await lastField(page, "Heading").fill(landing.questions.heading);
  for (const question of landing.questions.items) {
    await page.getByRole("button", { name: "Add question" }).last().click();
    await lastField(page, "Question").click();
    await page.keyboard.type(question.question.slice(0, 20));
    await page.getByRole("option", { name: question.question, exact: true }).click();
  }
  for (const question of landing.questions.items)
    await expect(preview.getByText(question.question, { exact: true })).toBeVisible();

  await addSection(page, "Contact-sales form");
  await lastField(page, "Heading").fill(landing.form.heading);
  await lastField(page, "Lead").fill(landing.form.lead);
  await expect(preview.getByRole("heading", { name: landing.form.heading })).toBeVisible();
  await saveReviewAndPublish(page);
};

withWorkspace(
  "a landing page composed in /admin is published through review and built at its path with its sections, head and sitemap entry, and its form stores leads as from it; one scheduled for tomorrow is not built",
  async ({ workspace, page }) => {
    withWorkspace.setTimeout(360_000);
    await signIn(page, workspace.cms.adminUrl);
    await composeLandingPage(page, workspace.cms.adminUrl);
    const landing = NEW_LANDING;
    const file = join(workspace.root, "content", "landing-pages", `${landing.slug}.json`);
    await expect.poll(() => existsSync(file), { message: `${landing.slug}.json is written` }).toBe(true);
    const saved = JSON.parse(readFileSync(file, "utf8")) as LandingPageContent;
    expect(saved.sections.map((section) => section.type)).toEqual(["hero", "features", "faq", "contactSales"]);

    // Beside it, written by hand, the same page scheduled for tomorrow.
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    writeFileSync(
      join(workspace.root, "content", "landing-pages", "scheduled-campaign.json"),
      JSON.stringify({ ...saved, published: tomorrow }, null, 2),
    );

    const server = await workspace.rebuildAndServe();
    const path = familyPath("landingPage", landing.slug);
    const scheduled = familyPath("landingPage", "scheduled-campaign");
    const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
    expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).not.toContain(scheduled);
    expect((await fetch(`${server.base}${scheduled}`)).status).toBe(404);

    const html = await (await fetch(`${server.base}${path}`)).text();
    const head = readPageHead(html);
    expect(head.title).toContain(landing.title);
    expect(jsonLdTypes(html)).toEqual(expect.arrayContaining(["WebPage", "BreadcrumbList", "FAQPage"]));
    const faqPage = readJsonLd(html).find((data) => data["@type"] === "FAQPage") as { mainEntity: { name: string }[] };
    expect(faqPage.mainEntity.map((question) => question.name)).toEqual(landing.questions.items.map((item) => item.question));
    // Its share image is drawn with every page's by the whole build, as the shipped page's is (above).
    expect(head.ogImage).toContain(`/og${path}.png`);

    await page.goto(`${server.base}${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(landing.hero.heading);
    for (const feature of landing.features.items) await expect(page.getByRole("heading", { name: feature.title })).toBeVisible();
    for (const question of landing.questions.items)
      await expect(page.getByText(question.question, { exact: true })).toBeVisible();
    await hydrate(page);
    const form = page.locator(`[data-lead-form="contact-sales"]`);
    await fillSales(form);
    const email = `landing-admin-${Date.now()}@example.com`;
    await form.getByRole("textbox", { name: new RegExp(`^${salesForm.labels.email}`) }).fill(email);
    await form.getByRole("button", { name: sales.messages.submit }).click();
    await expect(page.getByRole("heading", { name: sales.messages.success })).toBeFocused();
    expect(await storedPageOf(email, server.dataDirectory)).toBe(path);
  },
);
