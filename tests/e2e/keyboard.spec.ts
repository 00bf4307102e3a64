import type { Page } from "@playwright/test";
import { mainNavigation } from "#content/navigation.ts";
import { contactForm, frame, mainLinkLabel, salesForm } from "#tests/support/site-copy.ts";
import { expect, test } from "./fixtures.ts";

/** Tabs until the focused element's text is `text`, checking every stop shows a visible focus indicator. */
const tabTo = async (page: Page, text: string, maxSteps = 60) => {
  for (let step = 0; step < maxSteps; step += 1) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return { text: "", visible: true, label: "body" };
      const style = getComputedStyle(element);
      return {
        text: element.textContent?.trim() ?? "",
        visible: style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0,
        label: element.outerHTML.slice(0, 80),
      };
    });
    expect(focused.visible, `visible focus on ${focused.label}`).toBe(true);
    if (focused.text === text) return;
  }
  throw new Error(`never reached "${text}" by tabbing`);
};

test.describe("a keyboard-only visitor", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("skips to the content, then reaches every main link, Talk to Sales and Start Free Trial", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: frame.skipToContent })).toBeFocused();
    for (const name of [...mainNavigation.map((link) => link.label), frame.talkToSales]) await tabTo(page, name);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: salesForm.dialog.title })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: frame.talkToSales }).first()).toBeFocused();
  });

  test("opens the FAQ with the keyboard and closes it again", async ({ page }) => {
    await page.goto("/");
    const first = page.locator("#faq details").first();
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    await page.keyboard.press("Space");
    await expect(first).not.toHaveAttribute("open", "");
  });

  test("uses the mobile menu with the keyboard", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: frame.openMenu });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    const mobileNav = page.getByRole("navigation", { name: frame.mobileLabel });
    await expect(mobileNav.getByRole("link", { name: mainLinkLabel("pricing") })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(mobileNav).toBeHidden();
    await page.keyboard.press("Enter");
    await mobileNav.getByRole("link", { name: mainLinkLabel("pricing") }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(mobileNav).toBeHidden();
  });

  test("keeps Tab inside the open mobile menu, both ways, and the page behind it still", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: frame.openMenu }).click();
    const mobileNav = page.getByRole("navigation", { name: frame.mobileLabel });
    await expect(mobileNav).toBeVisible();
    const focusInMenu = () => page.evaluate(() => Boolean(document.activeElement?.closest("[popover]:popover-open")));
    const controls = await page.locator("[popover]:popover-open").locator("a[href], button").count();
    for (const key of ["Tab", "Shift+Tab"])
      for (let press = 0; press <= controls; press += 1) {
        await page.keyboard.press(key);
        expect(await focusInMenu(), `${key} ${press + 1}`).toBe(true);
      }
    // A wheel over the scrim scrolls nothing behind it.
    await page.mouse.move(8, 600);
    await page.mouse.wheel(0, 900);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("reaches the footer's Contact button and opens Get in Touch", async ({ page }) => {
    await page.goto("/faqs");
    await page.locator("footer").getByRole("link", { name: frame.contact, exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("dialog", { name: contactForm.dialog.title })).toBeVisible();
  });
});
