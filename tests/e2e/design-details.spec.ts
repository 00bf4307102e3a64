/**
 * Details a design review looks for beside the layout sweeps: no table makes a phone's reader scroll sideways to see
 * its columns (it fits, or its rows stack), and the plan comparison gives every plan the same width.
 */
import { pagePath } from "#core/page-paths.ts";
import { sweptPaths } from "#tooling/site-pages.ts";
import { expect, test } from "./fixtures.ts";

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 568 } });

  for (const path of sweptPaths) {
    test(`${path}: every table shows all its columns without scrolling`, async ({ page }) => {
      await page.goto(path);
      const cut = await page.evaluate(() =>
        [...document.querySelectorAll("table")].flatMap((table) => {
          const box = table.parentElement as HTMLElement;
          const hidden = box.scrollWidth - box.clientWidth;
          return hidden > 1 ? [`"${table.textContent?.trim().slice(0, 40)}": ${hidden} px out of view`] : [];
        }),
      );
      expect(cut).toEqual([]);
    });
  }
});

test("the plan comparison gives every plan the same width on a wide screen", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(pagePath("pricing"));
  const widths = await page.evaluate(() =>
    [...document.querySelectorAll("table thead th")].slice(1).map((cell) => Math.round(cell.getBoundingClientRect().width)),
  );
  expect(widths.length).toBeGreaterThan(1);
  expect(new Set(widths).size).toBe(1);
});
