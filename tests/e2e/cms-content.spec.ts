/**
 * The site edited in /admin, against the local backend on a scratch copy of the project (tests/support/cms-e2e.ts):
 * each edit, and each page an editor adds (tests/support/cms-new-pages.ts), goes through the editorial workflow, then
 * the copy's unit tests run, the copy is built, and the pages show every edit. The edits are published one after
 * another and checked after ONE build, as each build takes time; the same copy shows that an editor's edit never turns
 * CI red (decision 105).
 */
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { faqGroups } from "#content/faq.ts";
import { formatPrice, planById } from "#content/plans.ts";
import { site } from "#content/site.ts";
import type { FaqContent } from "#core/content-schemas/faq.ts";
import type { HomeContent } from "#core/content-schemas/home.ts";
import type { PlansContent } from "#core/content-schemas/plans.ts";
import { PLAN_DESCRIPTION_MAX } from "#core/content-schemas/plans.ts";
import { createPost, expectPostPublished, retitlePost } from "#tests/support/cms-blog-edits.ts";
import { acceptDialogs, openContentEntry, saveReviewAndPublish, signIn, test } from "#tests/support/cms-e2e.ts";
import { composeNewPages, expectNewPagesBuilt } from "#tests/support/cms-new-pages.ts";
import { EDITOR_EDITS, lengthenPlanDescriptionsAndRenamePricing, runIn } from "#tests/support/editor-edits.ts";
import { charactersMissingFrom } from "#tooling/font-coverage.ts";

// A scratch copy, the CMS, an editor's session and a build: beside the other browsers, up to four minutes; the
// shortest story here took 5.5 minutes (its copy's teardown included) in one fresh-clone run.
test.describe.configure({ timeout: 360_000 });

const readJson = <T>(root: string, file: string): T => JSON.parse(readFileSync(join(root, file), "utf8")) as T;

/** Opens a collapsed item of a list by its summary: the first of the buttons on its top bar folds it out. */
const openListItem = async (page: Page, summary: string) => {
  // The top bar (fold, drag handle, remove) comes right before the summary.
  await page.getByText(summary, { exact: true }).first().locator("xpath=preceding-sibling::div[1]//button[1]").click();
};

/** The JSON-LD blocks of a page, parsed. */
const structuredData = (html: string): unknown[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] as string));

/** Every Offer in a page's structured data, wherever it is nested. */
const offersIn = (value: unknown): { name?: string; price?: unknown }[] => {
  if (Array.isArray(value)) return value.flatMap(offersIn);
  if (typeof value !== "object" || value === null) return [];
  const record = value as Record<string, unknown>;
  const own = record["@type"] === "Offer" ? [record as { name?: string; price?: unknown }] : [];
  return [...own, ...Object.values(record).flatMap(offersIn)];
};

test("an editor's day in /admin (a new post, a post's title, the Startup price, a headline in new characters, a new FAQ answer, plan descriptions at their limit, a renamed link, a landing page and an integration composed there) passes the copy's unit tests, builds within budget and shows every edit in Inter, and every new page at its path", async ({
  page,
  workspace,
}) => {
  // Seven edits through the editorial workflow, the copy's unit tests, one build and its budgets: 9.5 minutes in one
  // fresh-clone run on a busy 2-core machine, and over 10 in another.
  test.setTimeout(1_200_000);
  const { root } = workspace;
  const startup = planById("startup");
  const oldPrice = readJson<PlansContent>(root, "content/plans.json").plans.find((plan) => plan.id === "startup")?.price;
  expect(oldPrice).toBe(startup.price);
  expect(EDITOR_EDITS.startupPrice).not.toBe(startup.price);

  await signIn(page, workspace.cms.adminUrl);
  const post = await createPost(page, workspace);
  const retitled = await retitlePost(page, workspace);

  // The price: the Startup plan's card opened from the list of plans.
  await openContentEntry(page, workspace.cms.adminUrl, "plans", "Most popular badge");
  await openListItem(page, startup.name);
  const price = page.getByLabel("Price", { exact: true }).filter({ visible: true });
  await expect(price).toHaveValue(String(oldPrice));
  await price.fill(String(EDITOR_EDITS.startupPrice));
  await saveReviewAndPublish(page);
  await expect
    .poll(() => readJson<PlansContent>(root, "content/plans.json").plans.find((plan) => plan.id === "startup")?.price)
    .toBe(EDITOR_EDITS.startupPrice);

  // The headline, in characters the copy never had.
  await openContentEntry(page, workspace.cms.adminUrl, "home", "Headline");
  // The preview draws the page with the site's own code and the draft, its placeholders filled as the build fills them.
  const headline = page.getByLabel("Headline", { exact: true });
  const previewHeading = page.frameLocator("#preview-pane").getByRole("heading", { level: 1 });
  await headline.fill("Meet {site.name}");
  await expect(previewHeading).toHaveText(`Meet ${site.name}`);
  await headline.fill(EDITOR_EDITS.headline);
  await expect(previewHeading).toHaveText(EDITOR_EDITS.headline);
  await saveReviewAndPublish(page);
  await expect.poll(() => readJson<HomeContent>(root, "content/home.json").hero.headline).toBe(EDITOR_EDITS.headline);

  // A question for /faqs only.
  const question = {
    id: EDITOR_EDITS.faqId,
    group: faqGroups[0] ?? "",
    question: EDITOR_EDITS.faqQuestion,
    answer: EDITOR_EDITS.faqAnswer,
  };
  await openContentEntry(page, workspace.cms.adminUrl, "faq", "Group");
  await page.getByRole("button", { name: /^Add questions/i }).click();
  const last = (label: string) => page.getByLabel(label, { exact: true }).filter({ visible: true }).last();
  await last("Id").fill(question.id);
  await last("Group").fill(question.group);
  await last("Question").fill(question.question);
  await last("Answer").fill(question.answer);
  await saveReviewAndPublish(page);
  await expect
    .poll(() => readJson<FaqContent>(root, "content/faq.json").items.at(-1))
    .toEqual({ ...question, onHome: false, inHomeStructuredData: false });
  // A landing page and an integration, composed section by section and previewed.
  await composeNewPages(page, workspace);
  // Published means merged: the workflow's branches are gone, main holds the changes.
  const branches = execFileSync("git", ["branch", "--format=%(refname:short)"], { cwd: root, encoding: "utf8" });
  expect(branches.trim().split("\n")).toEqual(["main"]);

  // Made in the files: every plan's description at its limit (the longest /pricing must carry in its first round
  // trip) and the Pricing link renamed.
  const descriptions = lengthenPlanDescriptionsAndRenamePricing(root, PLAN_DESCRIPTION_MAX);

  // The copy's own unit tests, one build for every edit, and its budgets.
  const unit = await runIn(root, "npx", ["vitest", "run", "--project", "unit", "--reporter=dot"]);
  expect(unit.status, unit.output).toBe(0);
  const server = await workspace.rebuildAndServe({ whole: true });
  const budgets = await runIn(root, join(root, "node_modules", ".bin", "node"), ["scripts/check-budgets.ts"]);
  expect(budgets.status, budgets.output).toBe(0);

  const html = async (path: string) => (await fetch(`${server.base}${path}`)).text();
  await expectPostPublished(server.base, post, retitled);
  const [home, pricing, faqs] = await Promise.all([html("/"), html("/pricing"), html("/faqs")]);

  // The price: plan cards (home and /pricing), the FAQ answer (home and /faqs), the offers in the structured data.
  for (const [path, page] of [
    ["/", home],
    ["/pricing", pricing],
    ["/faqs", faqs],
  ] as const) {
    expect(page, `${path} names the new price`).toContain(formatPrice(EDITOR_EDITS.startupPrice));
    expect(page, `${path} has no old price`).not.toContain(formatPrice(startup.price));
    expect(page, `${path} has no old price in its data`).not.toMatch(new RegExp(`"price":\\s*"?${oldPrice}\\b`));
  }
  for (const page of [home, pricing]) expect(page).toContain(`>${formatPrice(EDITOR_EDITS.startupPrice)}</span>`);
  const homeOffers = offersIn(structuredData(home)).filter((offer) => offer.name === startup.name);
  expect(homeOffers.length).toBeGreaterThan(0);
  for (const offer of homeOffers) expect(Number(offer.price)).toBe(EDITOR_EDITS.startupPrice);

  // The headline, the descriptions and the renamed link.
  expect(home).toContain(`${EDITOR_EDITS.headline}</h1>`);
  for (const description of descriptions) expect(pricing).toContain(description.trim());
  expect(pricing).toContain(EDITOR_EDITS.pricingLabel.replace("&", "&amp;"));

  // The question: on /faqs, not on the home page.
  expect(faqs).toContain(question.question);
  expect(faqs).toContain(question.answer.split(";")[0]);
  expect(home).not.toContain(question.question);

  // The one font the built stylesheet names, as the pages fetch it, draws every new character.
  const assets = join(root, "build", "client", "assets");
  const fonts = readdirSync(assets).filter((file) => file.endsWith(".woff2"));
  expect(fonts).toHaveLength(1);
  expect(home).toContain(`/assets/${fonts[0]}`);
  const font = readFileSync(join(assets, fonts[0] ?? ""));
  expect(charactersMissingFrom(font, EDITOR_EDITS.headline + EDITOR_EDITS.faqAnswer + EDITOR_EDITS.pricingLabel)).toEqual([]);

  await expectNewPagesBuilt(page, server, workspace);
});

test("an invalid edit is refused by the CMS, and a hand-made invalid file fails the build naming the file and the field", async ({
  page,
  workspace,
}) => {
  const { root } = workspace;
  await signIn(page, workspace.cms.adminUrl);
  const branches = () => execFileSync("git", ["branch", "--format=%(refname:short)"], { cwd: root, encoding: "utf8" }).trim();

  // The CMS: a blank headline and a negative price are not saved.
  await openContentEntry(page, workspace.cms.adminUrl, "home", "Headline");
  await page.getByLabel("Headline", { exact: true }).fill("   ");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("must not be empty")).toBeVisible();

  // The plans in a second tab of the same session, as an editor would: the refused headline stays unsaved in the first.
  const plansPage = await page.context().newPage();
  acceptDialogs(plansPage);
  await openContentEntry(plansPage, workspace.cms.adminUrl, "plans", "Most popular badge");
  await openListItem(plansPage, planById("startup").name);
  await plansPage.getByLabel("Price", { exact: true }).filter({ visible: true }).fill("-5");
  await plansPage.getByRole("button", { name: "Save", exact: true }).click();
  await expect(plansPage.getByText(/greater than or equal to 1|at least 1/i)).toBeVisible();
  expect(branches(), "nothing was saved").toBe("main");

  // The build: the same edits made by hand in the files.
  const home = readJson<HomeContent>(root, "content/home.json");
  writeFileSync(join(root, "content/home.json"), JSON.stringify({ ...home, hero: { ...home.hero, headline: "" } }, null, 2));
  const plans = readJson<PlansContent>(root, "content/plans.json");
  const startup = plans.plans.findIndex((plan) => plan.id === "startup");
  writeFileSync(
    join(root, "content/plans.json"),
    JSON.stringify(
      { ...plans, plans: plans.plans.map((plan, index) => (index === startup ? { ...plan, price: -5 } : plan)) },
      null,
      2,
    ),
  );
  const result = await workspace.tryBuild();
  expect(result.ok).toBe(false);
  const output = result.ok ? "" : result.output;
  expect(output).toContain("content/home.json: hero.headline: must not be empty");
  expect(output).toContain(`content/plans.json: plans[${startup}].price: must be a positive number`);
});
