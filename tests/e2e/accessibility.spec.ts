import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { contactForm, frame, salesForm } from "#tests/support/site-copy.ts";
import { webFontsShown } from "#tests/support/web-fonts.ts";
import { FULL_SWEEP, sweptPaths as paths, templateOf } from "#tooling/site-pages.ts";
import { expect, finishAnimations, firstVisitTest, test } from "./fixtures.ts";

// Every test opens its own page: the file's tests spread over the workers instead of queueing in one.
test.describe.configure({ mode: "parallel" });

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
/** The site follows the system's colour scheme; each must pass on its own. */
const colorSchemes = ["light", "dark"] as const;
const viewports = [
  { name: "390 px", width: 390, height: 844 },
  { name: "1440 px", width: 1440, height: 900 },
] as const;
type Viewport = (typeof viewports)[number];

/**
 * Each swept page at both widths in both schemes. In the full sweep a page that is not the first of its template is
 * checked at one width (alternating, so both widths see many pages): every template is still checked at every width.
 */
const checks = paths.map((path, index) => {
  const firstOfTemplate = paths.findIndex((other) => templateOf(other) === templateOf(path)) === index;
  const sizes: readonly Viewport[] = firstOfTemplate || !FULL_SWEEP ? viewports : [viewports[index % 2] as Viewport];
  return { path, sizes };
});

/**
 * The rules whose outcome depends on colours. The scheme changes colours only (decision 083: no element is shown or
 * hidden by it), so after one scheme has passed every rule, the other needs only these.
 */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

const expectNoViolations = async (page: Page, context: string, rules: "all" | "colour") => {
  await page.evaluate(() => new Promise((painted) => requestAnimationFrame(painted)));
  await finishAnimations(page);
  const builder = new AxeBuilder({ page });
  const { violations } = await (rules === "all" ? builder.withTags(WCAG_22_AA) : builder.withRules(COLOUR_RULES)).analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(" ")).join("\n    ")}`,
  );
  expect(summary, `axe-core violations at WCAG 2.2 A and AA ${context}`.trim()).toEqual([]);
};

/** The page as it stands, checked in each scheme: every rule in the first, the colour rules in the second. */
const expectNoViolationsInEitherScheme = async (page: Page, context = "") => {
  for (const [index, colorScheme] of colorSchemes.entries()) {
    await page.emulateMedia({ colorScheme });
    await expectNoViolations(page, `${context} ${colorScheme} scheme`, index === 0 ? "all" : "colour");
  }
};

for (const { path, sizes } of checks) {
  const widths = sizes.map((size) => size.name).join(" and ");
  firstVisitTest(`${path} at ${widths} has no WCAG 2.2 A/AA violations in either colour scheme`, async ({ page }) => {
    // Up to four audits of a long page.
    firstVisitTest.setTimeout(180_000);
    await page.emulateMedia({ colorScheme: colorSchemes[0] });
    // The page answers width and scheme in CSS alone (decision 083): one load is checked at each.
    for (const [index, viewport] of sizes.entries()) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      if (index === 0) {
        await page.goto(path);
        await webFontsShown(page);
      }
      await expectNoViolationsInEitherScheme(page, `at ${viewport.name},`);
    }
  });
}

for (const viewport of viewports) {
  test.describe(`accessibility at ${viewport.name}, in either colour scheme`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // Two to four audits of the long home page, as the pages' own tests allow for.
    test.describe.configure({ timeout: 180_000 });
    test("the home page with an FAQ entry open and the mobile menu state", async ({ page }) => {
      await page.goto("/");
      await page.locator("#faq details summary").first().click();
      await expectNoViolationsInEitherScheme(page);
      if (viewport.width < 1024) {
        await page.getByRole("button", { name: frame.openMenu }).click();
        await expectNoViolationsInEitherScheme(page);
      }
    });

    for (const [button, title, scope] of [
      [frame.talkToSales, salesForm.dialog.title, "body"],
      [frame.contact, contactForm.dialog.title, "footer"],
    ] as const) {
      test(`the ${title} dialog, open`, async ({ page }) => {
        await page.goto("/");
        if (scope === "body" && viewport.width < 640) await page.getByRole("button", { name: frame.openMenu }).click();
        // Talk to Sales and Contact are links to their forms' pages that open the dialogs once hydrated.
        await page.locator(scope).getByRole("link", { name: button, exact: true }).first().click();
        const dialog = page.getByRole("dialog", { name: title });
        await expect(dialog).toBeVisible();
        await expect(dialog.locator("form")).toBeVisible();
        await expectNoViolationsInEitherScheme(page);
      });
    }
  });
}
