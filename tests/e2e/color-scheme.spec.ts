/**
 * The site follows the system's colour scheme with CSS alone. These tests read the colours a visitor sees before any
 * script has run and before the full stylesheet has arrived (both held back), so the first paint is already in the
 * right scheme: there is no flash of the other one. Contrast in each scheme is the accessibility sweep's job.
 */
import { expect, type Page, test } from "@playwright/test";

/** Only the HTML and the CSS inlined in it: the first paint on a slow connection. */
const holdBackScriptsAndStylesheets = (page: Page) => page.route(/\/assets\/.*\.(?:js|css)$/, () => {});

/** Relative luminance (WCAG) of a computed `rgb(…)` colour. */
const luminance = (color: string): number => {
  const channels = color
    .match(/[\d.]+/g)
    ?.slice(0, 3)
    .map(Number);
  if (channels?.length !== 3) throw new Error(`not an rgb() colour: ${color}`);
  const [r, g, b] = channels.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const colorsOf = (page: Page) =>
  page.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector) as Element);
    return {
      page: style("body").backgroundColor,
      heading: style("h1").color,
      footer: style("footer").backgroundColor,
      footerText: style("footer").color,
    };
  });

for (const path of ["/", "/blog/writing-prds-engineers-actually-read"]) {
  test.describe(path, () => {
    test.beforeEach(async ({ page }) => holdBackScriptsAndStylesheets(page));

    test("paints light on a light system, from the first paint", async ({ page }) => {
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const colors = await colorsOf(page);
      expect(luminance(colors.page)).toBeGreaterThan(0.9);
      expect(luminance(colors.heading)).toBeLessThan(0.05);
    });

    test("paints dark on a dark system, from the first paint", async ({ page }) => {
      await page.emulateMedia({ colorScheme: "dark" });
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const colors = await colorsOf(page);
      expect(luminance(colors.page)).toBeLessThan(0.02);
      expect(luminance(colors.heading)).toBeGreaterThan(0.8);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toContain("dark");
    });
  });
}

test("the footer's dark band stays dark in both schemes, its text light", async ({ page }) => {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto("/", { waitUntil: "load" });
    const colors = await colorsOf(page);
    expect(luminance(colors.footer), colorScheme).toBeLessThan(0.01);
    expect(luminance(colors.footerText), colorScheme).toBeGreaterThan(0.4);
  }
});

test("the scheme follows a change of the system setting without a reload", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/");
  const light = await colorsOf(page);
  await page.emulateMedia({ colorScheme: "dark" });
  const dark = await colorsOf(page);
  expect(luminance(light.page)).toBeGreaterThan(0.9);
  expect(luminance(dark.page)).toBeLessThan(0.02);
});
