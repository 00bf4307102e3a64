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
// Every element's every property, read twice on each page: a second or two a page, more on a busy machine. The
// groups run side by side.
test.describe.configure({ mode: "parallel", timeout: 240_000 });

/**
 * Every animation and transition ended (an endless one held at its start), so that the two readings compare styles,
 * not moments: opening an FAQ answer turns its chevron, which one reading could catch halfway.
 */
const settleAnimations = (page: Page) =>
  page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.timeline !== document.timeline) continue;
      if (animation.effect?.getComputedTiming().endTime === Infinity) {
        animation.pause();
        animation.currentTime = 0;
      } else animation.finish();
    }
  });

/**
 * Each element of the body, named, with the computed value of every property and its pseudo-elements' content:
 * all of them folded into one hash per element (reading them all out of the page costs seconds a page), or, for the
 * elements in `only`, the values themselves, to say which differ.
 */
const computedStyles = (page: Page, only?: readonly number[]) =>
  page.evaluate((only) => {
    const valuesOf = (element: Element): Record<string, string> => {
      const style = getComputedStyle(element);
      const values: Record<string, string> = {};
      for (const property of style) if (!property.startsWith("--")) values[property] = style.getPropertyValue(property);
      for (const pseudo of ["::before", "::after", "::marker", "::placeholder"])
        values[`${pseudo} content`] = getComputedStyle(element, pseudo).content;
      return values;
    };
    const hashOf = (values: Record<string, string>): number => {
      let hash = 0x811c9dc5;
      for (const [property, value] of Object.entries(values)) {
        const text = `${property}:${value};`;
        for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
      }
      return hash >>> 0;
    };
    return [...document.querySelectorAll("body *")].map((element, index) => {
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${(element.getAttribute("class") ?? "").slice(0, 60)}`;
      const values = valuesOf(element);
      return only?.includes(index) ? { name, hash: hashOf(values), values } : { name, hash: hashOf(values) };
    });
  }, only);

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
const stylesOf = async (page: Page, path: string, only?: readonly number[]) => {
  await page.goto(path);
  await loadFonts(page);
  await page.evaluate(() => {
    for (const details of document.querySelectorAll("details")) details.open = true;
  });
  await settleAnimations(page);
  return computedStyles(page, only);
};

/** The page as served, or with its whole stylesheet enabled in the markup. */
const servedWithWholeStylesheet = async (page: Page, path: string) => {
  // The browser then loads the stylesheet before the page's load event, as a plain stylesheet. (Enabling the link
  // in the page instead, and polling for its rules, now and then never saw them on a busy machine.)
  const built = await page.request.get(path);
  const document = withWholeStylesheet(await built.text());
  await page.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ status: built.status(), contentType: "text/html; charset=utf-8", body: document }),
  );
};

const lostRules = async (page: Page, path: string): Promise<string[]> => {
  const critical = await stylesOf(page, path);
  await servedWithWholeStylesheet(page, path);
  const whole = await stylesOf(page, path);
  await page.unrouteAll();
  expect(whole.length, `${path}: the same elements`).toBe(critical.length);
  const differing = critical.flatMap((element, index) => (element.hash === whole[index]?.hash ? [] : [index]));
  if (differing.length === 0) return [];
  // Read again, with their values, to name the properties that differ.
  const criticalValues = await stylesOf(page, path, differing);
  await servedWithWholeStylesheet(page, path);
  const wholeValues = await stylesOf(page, path, differing);
  await page.unrouteAll();
  return differing.map((index) => {
    const [before, after] = [criticalValues[index]?.values ?? {}, wholeValues[index]?.values ?? {}];
    const properties = Object.keys({ ...before, ...after }).filter((property) => before[property] !== after[property]);
    return `${critical[index]?.name}: ${properties.slice(0, 8).join(", ")}`;
  });
};

const PAGES_PER_TEST = 3;
for (let start = 0; start < sweptPaths.length; start += PAGES_PER_TEST) {
  const paths = sweptPaths.slice(start, start + PAGES_PER_TEST);
  test(`the critical CSS draws ${paths.join(", ")} as the whole stylesheet does`, async ({ page }) => {
    for (const path of paths) expect.soft(await lostRules(page, path), `rules lost on ${path}`).toEqual([]);
  });
}
