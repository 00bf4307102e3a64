import type { Page } from "@playwright/test";
import { notFound } from "#content/errors.ts";
import { site } from "#content/site.ts";
import { pageTitle } from "#core/truncate.ts";
import { mainLinkLabel } from "#tests/support/site-copy.ts";
import { expect, test } from "./fixtures.ts";

/**
 * One unknown URL of every shape: under each family, at the top level, and deeper than any route. A deleted
 * integration's path answers 301 with /integrations instead (tests/integration/static-server.test.ts).
 */
const unknownPaths = [
  "/blog/does-not-exist",
  "/blog/a/b",
  "/blog/category/does-not-exist",
  "/blog/category/prioritization/page/99",
  "/blog/tag/does-not-exist",
  "/blog/page/99",
  "/samples/does-not-exist",
  "/integrations/jira/extra",
  "/does-not-exist",
  "/productmanagers/extra",
  "/a/b/c",
];

type RouterWindow = Window & { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> }; __marker?: string };

/**
 * Console errors and warnings, and uncaught exceptions. The one message that is not a fault is the browser noting a
 * 404 for the unknown address itself or for its data (`<path>.data`, which is how the router asks whether it exists).
 */
const watchConsole = (page: Page, path: string) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() !== "error" && message.type() !== "warning") return;
    const url = message.location().url;
    const expected404 =
      /Failed to load resource: the server responded with a status of 404/.test(message.text()) &&
      [path, `${path}.data`].includes(new URL(url, "http://x").pathname);
    if (!expected404) problems.push(`${message.type()}: ${message.text()} (${url})`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
};

const expectTheNotFoundPage = async (page: Page) => {
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.heading);
  await expect(page).toHaveTitle(pageTitle(notFound.title, site.name));
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: mainLinkLabel("pricing") })).toBeVisible();
  // A page that answers every unknown address must not claim one of them, /404 least of all.
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
};

test.describe("every unknown URL shows the site's not-found page", () => {
  for (const path of unknownPaths) {
    test(`${path} on a full load: status 404, the page with its frame, and it stays after hydration`, async ({ page }) => {
      const problems = watchConsole(page, path);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expectTheNotFoundPage(page);
      await page.waitForLoadState("networkidle");
      await expectTheNotFoundPage(page);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      expect(problems).toEqual([]);
    });
  }
});

test("every unknown URL by in-app navigation: the same page, without a reload, and the site still works from there", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/pricing");
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => {
    (window as unknown as RouterWindow).__marker = "same document";
  });
  for (const path of unknownPaths) {
    const problems = watchConsole(page, path);
    // What navigate() from a component, or a <Link> to this address, does.
    await page.evaluate((to) => (window as unknown as RouterWindow).__reactRouterDataRouter.navigate(to), path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expectTheNotFoundPage(page);
    expect(await page.evaluate(() => (window as unknown as RouterWindow).__marker), path).toBe("same document");
    await page
      .getByRole("banner")
      .getByRole("link", { name: mainLinkLabel("pricing") })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(notFound.heading);
    expect(problems, path).toEqual([]);
    page.removeAllListeners("console");
    page.removeAllListeners("pageerror");
  }
});
