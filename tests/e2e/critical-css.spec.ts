/**
 * A page carries only its critical CSS until the visitor needs the application (decision 101): every page must look
 * exactly as the whole stylesheet draws it. Each page is loaded without scripts, its FAQ answers opened (a state
 * reached without the application), and every element's computed style, its pseudo-elements' content included, is
 * read with the critical CSS alone, then again with the whole stylesheet enabled: any difference is a rule the
 * critical CSS lost.
 */
import { expect, type Page, test } from "@playwright/test";
import { sitePaths } from "./site-pages.ts";

test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
// Every element's every property, read twice on each page: seconds a page on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** Every animation held at its start, so that the two readings compare styles, not moments. */
const holdAnimations = (page: Page) =>
  page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      animation.pause();
      animation.currentTime = 0;
    }
  });

/** Each element of the body with the properties whose computed value is not what the other reading found. */
const computedStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body *")].map((element) => {
      const style = getComputedStyle(element);
      const values: Record<string, string> = {};
      for (const property of style) if (!property.startsWith("--")) values[property] = style.getPropertyValue(property);
      for (const pseudo of ["::before", "::after", "::marker", "::placeholder"])
        values[`${pseudo} content`] = getComputedStyle(element, pseudo).content;
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${(element.getAttribute("class") ?? "").slice(0, 60)}`;
      return { name, values };
    }),
  );

/** Enables the page's stylesheet links and waits until their sheets hold rules; false if they do not within 20 s. */
const enableWholeStylesheet = async (page: Page): Promise<boolean> => {
  await page.evaluate(() => {
    for (const link of document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet][disabled]")) link.disabled = false;
  });
  // Polled: a page without scripts dispatches no load event to the test's listeners.
  return page
    .waitForFunction(
      () => [...document.querySelectorAll<HTMLLinkElement>("link[rel=stylesheet]")].every((link) => link.sheet?.cssRules.length),
      undefined,
      { polling: 100, timeout: 20_000 },
    )
    .then(() => true)
    .catch(() => false);
};

const lostRules = async (page: Page, path: string): Promise<string[]> => {
  let critical: Awaited<ReturnType<typeof computedStyles>> = [];
  // An enabled link has now and then never filled its sheet on a busy machine (a cause not yet found): the page is
  // loaded again then, once; both readings are taken again.
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    await page.goto(path);
    await page.evaluate(() => {
      for (const details of document.querySelectorAll("details")) details.open = true;
    });
    await holdAnimations(page);
    critical = await computedStyles(page);
    if (await enableWholeStylesheet(page)) break;
    if (attempt === 2) throw new Error(`${path}: the whole stylesheet did not load`);
  }
  await holdAnimations(page);
  const whole = await computedStyles(page);
  expect(whole.length, `${path}: the same elements`).toBe(critical.length);
  return critical.flatMap(({ name, values }, index) => {
    const differing = Object.keys(values).filter((property) => values[property] !== whole[index]?.values[property]);
    return differing.length > 0 ? [`${name}: ${differing.slice(0, 8).join(", ")}`] : [];
  });
};

const PAGES_PER_TEST = 3;
for (let start = 0; start < sitePaths.length; start += PAGES_PER_TEST) {
  const paths = sitePaths.slice(start, start + PAGES_PER_TEST);
  test(`the critical CSS draws ${paths.join(", ")} as the whole stylesheet does`, async ({ page }) => {
    for (const path of paths) expect.soft(await lostRules(page, path), `rules lost on ${path}`).toEqual([]);
  });
}
