/** A slow in-app navigation shows a progress bar under the header, keeps the old page until the new one is ready. */
import { pricingPageCopy } from "#content/pages/pricing.ts";
import { frame, mainLinkLabel } from "#tests/support/site-copy.ts";
import { expect, test } from "./fixtures.ts";

test("a navigation waiting for the next page's code shows progress, then the page", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/");
  // Hold the pricing page's code (its route module and its data) until the bar has been seen.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/(assets\/pricing-[^/]*\.js|pricing\.data)(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });

  await page
    .locator("header")
    .getByRole("link", { name: mainLinkLabel("pricing") })
    .click();
  const progress = page.getByRole("progressbar", { name: frame.loadingPage });
  await expect(progress).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: frame.loadingPage })).toBeAttached();
  // The old page stays while the new one loads.
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("#main h1")).toBeVisible();

  release();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pricingPageCopy.heading);
  await expect(progress).toHaveCount(0);
});
