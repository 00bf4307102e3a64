/**
 * Pages an editor adds in /admin (tests/e2e/cms-content.spec.ts): a landing page composed section by section, beside
 * one scheduled for tomorrow, and an integration duplicated from an existing one, named Linear with Linear's logo from
 * the icon set. Each is previewed as its page and published through review. Once the copy is built, each has its page
 * and sitemap entry; the landing page's form stores leads as from it; the integration has its card and its place in
 * /integrations' picture, and a path of the family the build holds no page for (a deleted integration's) answers 301
 * with the overview.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { faqItems } from "#content/faq.ts";
import { readIntegrations } from "#content/integrations.server.ts";
import { leadForms } from "#content/lead-forms.ts";
import { integrationsPageCopy } from "#content/pages/integrations.ts";
import type { FaqContent } from "#core/content-schemas/faq.ts";
import type { LandingPageContent } from "#core/content-schemas/landing-page.ts";
import { familyPath, pagePath } from "#core/page-paths.ts";
import { contentEntryName } from "#scripts/build-steps/cms-config.ts";
import { fillSales } from "#tests/e2e/lead-dialogs.ts";
import { CMS_ANSWER_MS } from "#tests/support/cms-e2e.ts";
import { type CmsWorkspace, saveReviewAndPublish } from "./cms-e2e.ts";
import { hydrate } from "./hydrate.ts";
import { jsonLdTypes, readJsonLd, readPageHead } from "./page-head.ts";
import type { ServerProcess } from "./server-process.ts";
import { salesForm } from "./site-copy.ts";
import { storedPageOf } from "./stored-leads.ts";

const sales = leadForms["contact-sales"];
const DAY_MS = 86_400_000;

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

const NEW_INTEGRATION = { name: "Linear", logo: "Linear", slug: "linear" } as const;

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
  // A fresh load after the day's other publishes, as openContentEntry (cms-e2e.ts) explains.
  await page.reload();
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

/** Duplicates the first integration, names it and picks its logo, checking the preview draws it as its page. */
const addIntegration = async (page: Page, workspace: CmsWorkspace) => {
  const [model] = readIntegrations(workspace.root);
  if (!model) throw new Error("the copy has no integration to start from");
  expect(readIntegrations(workspace.root).map(({ slug }) => slug)).not.toContain(NEW_INTEGRATION.slug);
  await page.goto(`${workspace.cms.adminUrl}#/collections/${contentEntryName("content/integrations")}/entries/${model.slug}`);
  await page.reload();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(model.name, { timeout: CMS_ANSWER_MS });
  await page.getByRole("button", { name: "Published", exact: true }).click();
  await page.getByRole("menuitem", { name: "Duplicate", exact: true }).click();
  await expect(page).toHaveURL(/\/new/);
  await page.getByLabel("Name", { exact: true }).fill(NEW_INTEGRATION.name);
  await page.getByLabel("Logo", { exact: true }).click();
  await page.getByRole("option", { name: NEW_INTEGRATION.logo, exact: true }).click();
  // The preview draws the integration's page from the draft: its name in the heading, its logo beside it.
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByRole("heading", { level: 1 })).toContainText(NEW_INTEGRATION.name);
  await expect(preview.getByRole("img", { name: NEW_INTEGRATION.logo }).first()).toBeVisible();
  await saveReviewAndPublish(page);
  await expect.poll(() => readIntegrations(workspace.root).map(({ slug }) => slug)).toContain(NEW_INTEGRATION.slug);
};

const expectLandingPageBuilt = async (page: Page, server: ServerProcess) => {
  const landing = NEW_LANDING;
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
  // Its share image is drawn with every page's by the whole build, as the shipped page's is (landing-pages.spec.ts).
  expect(head.ogImage).toContain(`/og${path}.png`);

  await page.goto(`${server.base}${path}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(landing.hero.heading);
  for (const feature of landing.features.items) await expect(page.getByRole("heading", { name: feature.title })).toBeVisible();
  for (const question of landing.questions.items) await expect(page.getByText(question.question, { exact: true })).toBeVisible();
  await hydrate(page);
  const form = page.locator(`[data-lead-form="contact-sales"]`);
  await fillSales(form);
  const email = `landing-admin-${Date.now()}@example.com`;
  await form.getByRole("textbox", { name: new RegExp(`^${salesForm.labels.email}`) }).fill(email);
  await form.getByRole("button", { name: sales.messages.submit }).click();
  await expect(page.getByRole("heading", { name: sales.messages.success })).toBeFocused();
  expect(await storedPageOf(email, server.dataDirectory)).toBe(path);
};

const expectIntegrationBuilt = async (page: Page, server: ServerProcess, workspace: CmsWorkspace) => {
  const path = familyPath("integration", NEW_INTEGRATION.slug);
  const own = await page.request.get(`${server.base}${path}`);
  expect(own.status()).toBe(200);

  await page.goto(`${server.base}${path}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(NEW_INTEGRATION.name);
  await expect(page.getByRole("img", { name: NEW_INTEGRATION.logo }).first()).toBeVisible();

  await page.goto(`${server.base}${pagePath("integrations")}`);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: NEW_INTEGRATION.name }) });
  await expect(card.getByRole("link")).toHaveAttribute("href", path);
  await expect(card.getByRole("img", { name: NEW_INTEGRATION.logo })).toBeVisible();
  // One card per integration, the new one among them, none outside the page's width.
  const cards = page.getByRole("region", { name: integrationsPageCopy.native.title }).getByRole("listitem");
  await expect(cards).toHaveCount(readIntegrations(workspace.root).length);
  const width = page.viewportSize()?.width ?? 0;
  for (const each of await cards.all()) {
    const box = await each.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
  }

  const sitemap = await (await page.request.get(`${server.base}/sitemap.xml`)).text();
  expect(sitemap).toContain(`${path}</loc>`);

  const gone = await page.request.get(`${server.base}${familyPath("integration", "a-deleted-tool")}`, { maxRedirects: 0 });
  expect(gone.status()).toBe(301);
  expect(gone.headers().location).toBe(pagePath("integrations"));
};

/** Composes the landing page and the integration in /admin, and writes the scheduled page by hand beside them. */
export const composeNewPages = async (page: Page, workspace: CmsWorkspace) => {
  await composeLandingPage(page, workspace.cms.adminUrl);
  const file = join(workspace.root, "content", "landing-pages", `${NEW_LANDING.slug}.json`);
  await expect.poll(() => existsSync(file), { message: `${NEW_LANDING.slug}.json is written` }).toBe(true);
  const saved = JSON.parse(readFileSync(file, "utf8")) as LandingPageContent;
  expect(saved.sections.map((section) => section.type)).toEqual(["hero", "features", "faq", "contactSales"]);
  // Beside it, written by hand, the same page scheduled for tomorrow.
  const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
  writeFileSync(
    join(workspace.root, "content", "landing-pages", "scheduled-campaign.json"),
    JSON.stringify({ ...saved, published: tomorrow }, null, 2),
  );
  await addIntegration(page, workspace);
};

/** The built copy, served: the landing page and the integration at their paths, the scheduled page not yet. */
export const expectNewPagesBuilt = async (page: Page, server: ServerProcess, workspace: CmsWorkspace) => {
  await expectLandingPageBuilt(page, server);
  await expectIntegrationBuilt(page, server, workspace);
};
