/**
 * What axe cannot judge, swept over every template in both colour schemes, one page load for both: control boundaries
 * and focus indicators at 3:1 against their surface, target sizes (24 px everywhere, 44 px high buttons and navigation
 * links on phones), no light block in the dark scheme, raised surfaces lighter than their ground, the mobile menu as
 * a full-height sheet over a scrim listing every main destination, and a call to action in the first 320×568 screen.
 */
import type { Page } from "@playwright/test";
import { loadAudiences } from "#content/audiences.server.ts";
import { mainNavigation } from "#content/navigation.ts";
import { linkPath, pagePath } from "#core/page-paths.ts";
import { frame, salesForm } from "#tests/support/site-copy.ts";
import { auditPage, firstScreenCallsToAction, measureMenuSheet } from "#tests/support/visual-audit.ts";
import { sweptPaths } from "#tooling/site-pages.ts";
import { expect, finishAnimations, firstVisitTest, test } from "./fixtures.ts";

test.describe.configure({ mode: "parallel" });

const colorSchemes = ["light", "dark"] as const;
const navigationLabels = [frame.mainLabel, frame.mobileLabel, frame.footerLabel];

/** Every main destination the menu must offer: the main links, the FAQs, Contact, the roadmap and each audience. */
const mainDestinations = [
  ...mainNavigation.map((link) => link.href),
  pagePath("faqs"),
  pagePath("contact"),
  pagePath("future"),
  ...loadAudiences().map(({ slug }) => linkPath("audience", slug)),
];

const audit = async (page: Page, options: { dark: boolean; touch: boolean; scope?: string }) => {
  await finishAnimations(page);
  // A key press first: focus moved by script then shows the keyboard's focus indicator, as a Tab would.
  await page.keyboard.press("Shift");
  return page.evaluate(auditPage, { ...options, navigationLabels });
};

for (const path of sweptPaths) {
  firstVisitTest(`${path} in both schemes: boundaries, focus, targets, surfaces, menu and first screen`, async ({ page }) => {
    // The page answers width and scheme in CSS alone (decision 083): one load is audited at each.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: colorSchemes[0] });
    await page.goto(path);
    const problems: string[] = [];
    for (const colorScheme of colorSchemes) {
      await page.emulateMedia({ colorScheme });
      const dark = colorScheme === "dark";
      problems.push(...(await audit(page, { dark, touch: true })).map((problem) => `390 px, ${colorScheme}: ${problem}`));

      const open = page.getByRole("button", { name: frame.openMenu });
      await open.click();
      const menu = page.getByRole("navigation", { name: frame.mobileLabel });
      await expect(menu).toBeVisible();
      if (!dark) {
        const sheet = await menu.evaluate(measureMenuSheet);
        expect.soft(sheet.fullHeight, "the menu is a full-height sheet").toBe(true);
        expect.soft(sheet.scrimAlpha, "a scrim dims the page behind the menu").toBeGreaterThanOrEqual(0.3);
        expect.soft(sheet.paths, "the menu lists every main destination").toEqual(expect.arrayContaining(mainDestinations));
      }
      const menuProblems = await audit(page, { dark, touch: true, scope: "[popover]:popover-open" });
      problems.push(...menuProblems.map((problem) => `menu, ${colorScheme}: ${problem}`));
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
    }

    await page.setViewportSize({ width: 1440, height: 900 });
    for (const colorScheme of colorSchemes) {
      await page.emulateMedia({ colorScheme });
      const desktopProblems = await audit(page, { dark: colorScheme === "dark", touch: false });
      problems.push(...desktopProblems.map((problem) => `1440 px, ${colorScheme}: ${problem}`));
    }

    await page.setViewportSize({ width: 320, height: 568 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const calls = await page.evaluate(firstScreenCallsToAction);
    expect.soft(calls.anywhere, "a call to action in the first 320×568 screen").toBe(true);
    if (path === pagePath("home"))
      expect.soft(calls.inMain, "the page's own call to action in the first 320×568 screen").toBe(true);

    expect(problems).toEqual([]);
  });
}

for (const colorScheme of colorSchemes) {
  test(`the contact-sales dialog in the ${colorScheme} scheme: a raised surface with clear fields and focus`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(pagePath("home"));
    await page.locator("header").getByRole("link", { name: frame.talkToSales }).click();
    await expect(page.getByRole("dialog", { name: salesForm.dialog.title })).toBeVisible();
    expect(await audit(page, { dark: colorScheme === "dark", touch: false, scope: "dialog:modal" })).toEqual([]);
  });
}
