/**
 * A new integration added in /admin, against the local backend on a scratch copy of the project
 * (tests/support/cms-e2e.ts): duplicated from an existing one, named Linear with Linear's logo from the icon set,
 * previewed as its page, published through review and built once. It gets its page, its card and its place in /integrations' picture, and the
 * sitemap; a path of the family the build holds no page for (a deleted integration's) answers 301 with the overview.
 */
import { expect } from "@playwright/test";
import { readIntegrations } from "#content/integrations.server.ts";
import { familyPath, pagePath } from "#core/page-paths.ts";
import { contentEntryName } from "#scripts/build-steps/cms-config.ts";
import { saveReviewAndPublish, signIn, test } from "#tests/support/cms-e2e.ts";

test.describe.configure({ timeout: 360_000 });

const NEW = { name: "Linear", logo: "Linear", slug: "linear" } as const;

test("an integration added in /admin gets its page, its card, its place in the overview's picture and the sitemap; a deleted one's path answers 301", async ({
  page,
  workspace,
}) => {
  const [model] = readIntegrations(workspace.root);
  if (!model) throw new Error("the copy has no integration to start from");
  expect(readIntegrations(workspace.root).map(({ slug }) => slug)).not.toContain(NEW.slug);

  await signIn(page, workspace.cms.adminUrl);
  await page.goto(`${workspace.cms.adminUrl}#/collections/${contentEntryName("content/integrations")}/entries/${model.slug}`);
  await page.reload();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(model.name, { timeout: 20_000 });
  await page.getByRole("button", { name: "Published", exact: true }).click();
  await page.getByRole("menuitem", { name: "Duplicate", exact: true }).click();
  await expect(page).toHaveURL(/\/new/);
  await page.getByLabel("Name", { exact: true }).fill(NEW.name);
  await page.getByLabel("Logo", { exact: true }).click();
  await page.getByRole("option", { name: NEW.logo, exact: true }).click();
  // The preview draws the integration's page from the draft: its name in the heading, its logo beside it.
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByRole("heading", { level: 1 })).toContainText(NEW.name);
  await expect(preview.getByRole("img", { name: NEW.logo }).first()).toBeVisible();
  await saveReviewAndPublish(page);
  await expect.poll(() => readIntegrations(workspace.root).map(({ slug }) => slug)).toContain(NEW.slug);

  const server = await workspace.rebuildAndServe();
  const path = familyPath("integration", NEW.slug);
  const own = await page.request.get(`${server.base}${path}`);
  expect(own.status()).toBe(200);

  await page.goto(`${server.base}${path}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(NEW.name);
  await expect(page.getByRole("img", { name: NEW.logo }).first()).toBeVisible();

  await page.goto(`${server.base}${pagePath("integrations")}`);
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: NEW.name }) });
  await expect(card.getByRole("link")).toHaveAttribute("href", path);
  await expect(card.getByRole("img", { name: NEW.logo })).toBeVisible();
  // The picture names every tool, the new one among them, and draws one logo per integration, none outside its frame.
  const picture = page.locator("[data-hero-visual]");
  await expect(picture).toHaveAccessibleName(new RegExp(NEW.name));
  const count = readIntegrations(workspace.root).length;
  const logos = picture.locator("svg[aria-label]");
  await expect(logos).toHaveCount(count);
  const frame = await picture.boundingBox();
  for (const logo of await logos.all()) {
    const box = await logo.boundingBox();
    expect(box && frame && box.x >= frame.x && box.x + box.width <= frame.x + frame.width).toBe(true);
  }

  const sitemap = await (await page.request.get(`${server.base}/sitemap.xml`)).text();
  expect(sitemap).toContain(`${path}</loc>`);

  const gone = await page.request.get(`${server.base}${familyPath("integration", "a-deleted-tool")}`, { maxRedirects: 0 });
  expect(gone.status()).toBe(301);
  expect(gone.headers().location).toBe(pagePath("integrations"));
});
