/**
 * Layout sweeps: each class of layout fault a visitor notices, looked for on every page at phone and desktop widths.
 * Each page is loaded once and checked at every width in turn, every geometric check in one `page.evaluate` per width
 * (tests/e2e/layout-faults.ts); the two colour schemes differ in CSS alone, so the same load serves both.
 */
import type { Page } from "@playwright/test";
import { expect, settleAnimations, test } from "./fixtures.ts";
import { type LayoutChecks, layoutFaults } from "./layout-faults.ts";
import { sitePaths } from "./site-pages.ts";

test.describe.configure({ mode: "parallel" });

const phone = { covered: true, sideways: false, cardRows: true, tables: false, widows: true, listRows: true };
const widths: { width: number; height: number; checks: LayoutChecks }[] = [
  // Tables are checked at the narrowest width, where they are widest for their box.
  { width: 320, height: 700, checks: { ...phone, tables: true } },
  { width: 360, height: 780, checks: phone },
  { width: 390, height: 844, checks: phone },
  { width: 1024, height: 768, checks: { ...phone, covered: false, sideways: true } },
  { width: 1440, height: 900, checks: { ...phone, sideways: true } },
];

/** The filled, coloured buttons and button-like links on the page: each distinct (background, text) pair. */
const primaryButtonStyles = (page: Page) =>
  page.evaluate(() => {
    const styles = new Set<string>();
    for (const element of document.querySelectorAll("a, button")) {
      const box = element.getBoundingClientRect();
      if (box.height < 32 || box.width < 32) continue;
      const style = getComputedStyle(element);
      const match = style.backgroundColor.match(/[\d.]+/g)?.map(Number);
      if (!match || (match[3] ?? 1) < 0.9) continue;
      const [r, g, b] = match.map((value) => value / 255) as [number, number, number];
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      const lightness = (max + min) / 2;
      const saturation = max === min ? 0 : (max - min) / (1 - Math.abs(2 * lightness - 1));
      // A coloured fill: not the near-black, white or grey of the other button styles.
      if (saturation > 0.35 && lightness > 0.25 && lightness < 0.85) styles.add(`${style.backgroundColor} with ${style.color} text`);
    }
    return [...styles];
  });

for (const path of sitePaths) {
  test(`${path} has no layout faults at 320, 360, 390, 1024 and 1440 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    await settleAnimations(page);
    const faults: string[] = [];
    for (const { width, height, checks } of widths) {
      await page.setViewportSize({ width, height });
      const found = await page.evaluate(layoutFaults, checks);
      faults.push(...found.map((fault) => `${width} px: ${fault}`));
    }
    // One primary button style per scheme: the same filled colour and text colour wherever it appears.
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await settleAnimations(page);
      const styles = await primaryButtonStyles(page);
      if (styles.length > 1) faults.push(`${colorScheme} scheme: ${styles.length} primary button styles: ${styles.join("; ")}`);
    }
    expect(faults).toEqual([]);
  });
}

test.describe("an open dialog", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("dims the page in both colour schemes", async ({ page }) => {
    await page.goto("/");
    await page.locator("header").getByRole("link", { name: "Talk to Sales", exact: true }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await settleAnimations(page);
      // The backdrop's colour laid over the page's, as the eye gets it: relative luminance (WCAG).
      const luminance = await page.evaluate(() => {
        const backdrop = document.elementFromPoint(4, innerHeight - 4);
        // A canvas paints the page's colour, then the backdrop's over it, and reads the pixel (any CSS colour syntax).
        const context = document.createElement("canvas").getContext("2d") as CanvasRenderingContext2D;
        context.fillStyle = getComputedStyle(document.body).backgroundColor;
        context.fillRect(0, 0, 1, 1);
        context.fillStyle = backdrop ? getComputedStyle(backdrop).backgroundColor : "transparent";
        context.fillRect(0, 0, 1, 1);
        const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
        const linear = (value: number) => {
          const c = value / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
      });
      expect(luminance, `${colorScheme} scheme: luminance of the backdrop over the page`).toBeLessThan(0.2);
    }
  });
});
