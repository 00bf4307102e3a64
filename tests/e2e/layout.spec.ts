/**
 * Layout sweeps: each class of layout fault a visitor notices, looked for on every page at phone and desktop widths.
 * Each page is loaded once and checked at every width in turn, every geometric check in one `page.evaluate` per width
 * (tests/e2e/layout-faults.ts); the two colour schemes differ in CSS alone, so the same load serves both. The pages
 * are checked as prerendered, without waiting for hydration, which draws the same markup: that is what a visitor sees.
 */
import { expect, type Page, test } from "@playwright/test";
import { loadAudiences } from "#content/audiences.server.ts";
import { formatPrice, plans } from "#content/plans.ts";
import { familyPath } from "#core/page-paths.ts";
import { frame } from "#tests/support/site-copy.ts";
import { webFontsShown } from "#tests/support/web-fonts.ts";
import { sweptPaths } from "#tooling/site-pages.ts";
import { finishAnimations, test as hydratedTest, settleAnimations } from "./fixtures.ts";
import { type LayoutChecks, layoutFaults } from "./layout-faults.ts";

test.describe.configure({ mode: "parallel" });

const all: LayoutChecks = { covered: true, sideways: true, cardRows: true, tables: true, widows: true, listRows: true };
const none: LayoutChecks = { covered: false, sideways: false, cardRows: false, tables: false, widows: false, listRows: false };
/** The widths a visitor reported faults at, each with the checks whose faults show there. */
const widths: { width: number; height: number; checks: LayoutChecks }[] = [
  // Tables are checked at the narrowest width, where they are widest for their box.
  { width: 320, height: 700, checks: { ...all, sideways: false } },
  { width: 360, height: 780, checks: { ...none, covered: true } },
  { width: 390, height: 844, checks: { ...all, sideways: false, tables: false } },
  // A tablet: three cards across squeezed their tables out of their boxes.
  { width: 768, height: 1024, checks: { ...none, sideways: true } },
  { width: 1024, height: 768, checks: { ...none, sideways: true, cardRows: true, listRows: true } },
  { width: 1440, height: 900, checks: { ...all, tables: false } },
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
      if (saturation > 0.35 && lightness > 0.25 && lightness < 0.85)
        styles.add(`${style.backgroundColor} with ${style.color} text`);
    }
    return [...styles];
  });

/**
 * The pages whose first screen shows a picture beside the hero's text (issue 23): at 1440 px it fills the right half
 * of the first screen. A drawing (role=img) carries a description and hides its parts from assistive technology; a
 * panel of real content (the contact card) is a region named by its visible title, holds links to follow, and hides
 * its decorative parts (empty shapes, icons). A page whose picture would repeat its own content has none, and that
 * content rises instead: /pricing's plan cards, /faqs' questions, the blog's posts, /future's roadmap,
 * /integrations' cards, and the contact pages' forms (tests/e2e/page-story.spec.ts).
 */
const heroVisualPaths = [
  ...loadAudiences().map(({ slug }) => familyPath("audience", slug)),
  "/features",
  "/integrations/",
  "/contact-card",
];
const hasHeroVisual = (path: string) =>
  heroVisualPaths.some((start) => (start.endsWith("/") ? path.startsWith(start) : path === start));

const heroVisualFaults = (page: Page) =>
  page.evaluate(() => {
    const visual = document.querySelector("main [data-hero-visual]");
    if (!visual) return ["the hero has no picture"];
    const faults: string[] = [];
    const box = visual.getBoundingClientRect();
    if (box.left < innerWidth * 0.45 || box.right > innerWidth || box.width < innerWidth * 0.3)
      faults.push(`the hero's picture is not in the right half (${Math.round(box.left)}-${Math.round(box.right)} px)`);
    if (box.top > innerHeight * 0.5 || box.height < innerHeight * 0.25)
      faults.push(`the hero's picture does not fill the first screen (${Math.round(box.top)}-${Math.round(box.bottom)} px)`);
    if (visual.getAttribute("role") === "img") {
      if (!visual.getAttribute("aria-label")?.trim()) faults.push("the hero's picture has no description (aria-label)");
      for (const part of visual.children)
        if (part.getAttribute("aria-hidden") !== "true")
          faults.push(`the hero's picture shows ${part.tagName} to assistive technology`);
      return faults;
    }
    const title = document.getElementById(visual.getAttribute("aria-labelledby") ?? "");
    if (!title?.textContent?.trim() || !visual.contains(title))
      faults.push("the hero's panel is not named by a visible title inside it (role=img and aria-label, or aria-labelledby)");
    if (!visual.querySelector("a[href]")) faults.push("the hero's panel has no link to follow");
    for (const part of visual.querySelectorAll("*"))
      if (part.children.length === 0 && !part.textContent?.trim() && !part.closest("[aria-hidden='true']"))
        faults.push(`the hero's panel shows a decorative ${part.tagName} to assistive technology`);
    return faults;
  });

/** Every page at every width and in both schemes: the faults found, one line each. */
const faultsOf = async (page: Page, path: string): Promise<string[]> => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto(path);
  await webFontsShown(page);
  await finishAnimations(page);
  const faults: string[] = [];
  for (const { width, height, checks } of widths) {
    await page.setViewportSize({ width, height });
    const found = await page.evaluate(layoutFaults, checks);
    faults.push(...found.map((fault) => `${width} px: ${fault}`));
  }
  // The loop ends at 1440 px, where the hero's picture stands beside its text.
  if (hasHeroVisual(path)) faults.push(...(await heroVisualFaults(page)).map((fault) => `1440 px: ${fault}`));
  // One primary button style per scheme: the same filled colour and text colour wherever it appears.
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await finishAnimations(page);
    const styles = await primaryButtonStyles(page);
    if (styles.length > 1) faults.push(`${colorScheme} scheme: ${styles.length} primary button styles: ${styles.join("; ")}`);
  }
  return faults;
};

// A few pages per test, one browser page for all of them: the pages spread over the workers without a new browser
// context for each.
const PAGES_PER_TEST = 9;
for (let start = 0; start < sweptPaths.length; start += PAGES_PER_TEST) {
  const paths = sweptPaths.slice(start, start + PAGES_PER_TEST);
  test(`no layout faults at ${widths.map(({ width }) => width).join(", ")} px on ${paths.join(", ")}`, async ({ page }) => {
    for (const path of paths) expect.soft(await faultsOf(page, path), `layout faults on ${path}`).toEqual([]);
  });
}

test("every plan's price is in /pricing's first screen at 1440 px", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/pricing");
  for (const plan of plans) {
    const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: plan.name, exact: true }) });
    await expect(card.getByText(formatPrice(plan.price), { exact: true }).first(), `${plan.name}'s price`).toBeInViewport({
      ratio: 1,
    });
  }
});

hydratedTest.describe("an open dialog", () => {
  hydratedTest.use({ viewport: { width: 1440, height: 900 } });

  hydratedTest("dims the page in both colour schemes", async ({ page }) => {
    await page.goto("/");
    await page.locator("header").getByRole("link", { name: frame.talkToSales, exact: true }).click();
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
        // Around a modal <dialog>, the point is its ::backdrop's.
        const pseudo = backdrop instanceof HTMLDialogElement ? "::backdrop" : null;
        context.fillStyle = backdrop ? getComputedStyle(backdrop, pseudo).backgroundColor : "transparent";
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
