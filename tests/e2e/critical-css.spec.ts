/**
 * A page carries only its critical CSS until the visitor needs the application (decision 101): every page must look
 * exactly as the whole stylesheet draws it. Each page is loaded without scripts, its FAQ answers opened (a state
 * reached without the application), and every element's computed style, its pseudo-elements' content included, is
 * read with the critical CSS alone, then again with the whole stylesheet enabled: any difference is a rule the
 * critical CSS lost.
 */
import { expect, type Page, test } from "@playwright/test";
import { STYLESHEET_UNTIL_NEEDED_TYPE } from "#app/bootstrap/page-signals.ts";
import { sweptPaths } from "#tooling/site-pages.ts";

test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
// Every element's every property, read twice on each page: seconds a page, tens of seconds on a busy machine. The
// groups run side by side; in one worker, the sweep alone took six of the end-to-end stage's twelve minutes.
test.describe.configure({ mode: "parallel", timeout: 240_000 });

/**
 * Every animation and transition ended (an endless one held at its start), so that the two readings compare styles,
 * not moments: opening an FAQ answer turns its chevron, which one reading could catch halfway.
 */
const settleAnimations = (page: Page) =>
  page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime === Infinity) {
        animation.pause();
        animation.currentTime = 0;
      } else animation.finish();
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

/** The page as built, with its stylesheet links enabled: what the page looks like once the application has loaded them. */
const withWholeStylesheet = (html: string): string => {
  const enabled = html.replaceAll(` type="${STYLESHEET_UNTIL_NEEDED_TYPE}"/>`, "/>");
  expect(enabled, "the page has a stylesheet link held until needed").not.toBe(html);
  return enabled;
};

/**
 * Every font face the page declares, loaded. The load event does not wait for a face that layout asks for after it,
 * so one reading could measure text in the fallback font and the other in the web font (every width then differs).
 */
const loadFonts = (page: Page) =>
  page.evaluate(async () => {
    await Promise.all([...document.fonts].map((face) => face.load().catch(() => undefined)));
    await document.fonts.ready;
  });

/** Loads `path` and its fonts, opens its FAQ answers and ends its animations, then reads every element's style. */
const stylesOf = async (page: Page, path: string) => {
  await page.goto(path);
  await loadFonts(page);
  await page.evaluate(() => {
    for (const details of document.querySelectorAll("details")) details.open = true;
  });
  await settleAnimations(page);
  return computedStyles(page);
};

const lostRules = async (page: Page, path: string): Promise<string[]> => {
  const critical = await stylesOf(page, path);
  // The same page again, served with its stylesheet enabled in the markup: the browser then loads it before the
  // page's load event, as a plain stylesheet. (Enabling the link in the page instead, and polling for its rules,
  // now and then never saw them on a busy machine.)
  const built = await page.request.get(path);
  const document = withWholeStylesheet(await built.text());
  await page.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ status: built.status(), contentType: "text/html; charset=utf-8", body: document }),
  );
  const whole = await stylesOf(page, path);
  await page.unrouteAll();
  expect(whole.length, `${path}: the same elements`).toBe(critical.length);
  return critical.flatMap(({ name, values }, index) => {
    const differing = Object.keys(values).filter((property) => values[property] !== whole[index]?.values[property]);
    return differing.length > 0 ? [`${name}: ${differing.slice(0, 8).join(", ")}`] : [];
  });
};

const PAGES_PER_TEST = 3;
for (let start = 0; start < sweptPaths.length; start += PAGES_PER_TEST) {
  const paths = sweptPaths.slice(start, start + PAGES_PER_TEST);
  test(`the critical CSS draws ${paths.join(", ")} as the whole stylesheet does`, async ({ page }) => {
    for (const path of paths) expect.soft(await lostRules(page, path), `rules lost on ${path}`).toEqual([]);
  });
}
