/**
 * One story per page: each fact is told once in a page's main content, and a page whose job is a form shows its first
 * field in the first screen, where every Talk to Sales link leads. Checked on the prerendered pages, as first drawn.
 */
import { expect, type Page, test } from "@playwright/test";
import { loadBlogPostSummaries } from "#content/blog.server.ts";
import { faqItems } from "#content/faq.ts";
import { loadIntegrations } from "#content/integrations.server.ts";
import { future } from "#content/pages/future.ts";
import { pagePath } from "#core/page-paths.ts";
import { contactForm, frame, salesForm } from "#tests/support/site-copy.ts";
import { webFontsShown } from "#tests/support/web-fonts.ts";
import { sweptPaths } from "#tooling/site-pages.ts";
import { finishAnimations } from "./fixtures.ts";

const integrations = loadIntegrations();

test.describe.configure({ mode: "parallel" });

/** The facts a page lists and a reader would notice twice: questions, post titles, roadmap items, integrations. */
const facts = [
  ...faqItems.map((item) => item.question),
  ...loadBlogPostSummaries().map((post) => post.title),
  ...future.roadmap.flatMap((column) => column.items.map((item) => item.title)),
  ...integrations.map((integration) => integration.name),
];

/**
 * What one load of a page shows: each fact told more than once in its main content (breadcrumbs and other
 * navigation aside: a trail naming the page is not a second telling), and the address of every Talk to Sales link.
 */
const storyOf = (page: Page) =>
  page.evaluate(
    ({ facts, talkToSales }) => {
      const normalized = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
      const wanted = new Set(facts);
      const counts = new Map<string, number>();
      for (const element of document.querySelectorAll("main *")) {
        const text = normalized(element.textContent);
        if (!wanted.has(text) || element.closest("nav") || !element.checkVisibility()) continue;
        // The innermost element telling it: its ancestors' text is the same telling.
        if ([...element.children].some((child) => normalized(child.textContent) === text)) continue;
        counts.set(text, (counts.get(text) ?? 0) + 1);
      }
      return {
        repeated: [...counts].filter(([, count]) => count > 1).map(([fact, count]) => `"${fact}" ${count} times`),
        salesLinks: [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
          .filter((link) => normalized(link.textContent) === talkToSales)
          .map((link) => link.getAttribute("href") ?? ""),
      };
    },
    { facts, talkToSales: frame.talkToSales },
  );

/** The id of the section that holds the contact-sales form on its page, where a link to the form should land. */
const salesFormAnchor = async (page: Page) => {
  await page.goto(pagePath("contactSales"));
  return page.evaluate(
    (title) => document.querySelector(`main form[aria-label="${CSS.escape(title)}"]`)?.closest("section[id]")?.id,
    salesForm.title,
  );
};

test("each page tells a fact once, and its Talk to Sales links lead to the form", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const anchor = await salesFormAnchor(page);
  expect.soft(anchor, "the id of the contact-sales form's section").toBeTruthy();
  for (const path of sweptPaths) {
    await page.goto(path);
    await finishAnimations(page);
    const { repeated, salesLinks } = await storyOf(page);
    expect.soft(repeated, `facts told twice on ${path}`).toEqual([]);
    expect.soft(salesLinks.length, `Talk to Sales links on ${path}`).toBeGreaterThan(0);
    expect
      .soft(salesLinks, `where Talk to Sales leads on ${path}`)
      .toEqual(salesLinks.map(() => `${pagePath("contactSales")}#${anchor}`));
  }
});

/** The first field a visitor fills in the page's form: where it is, against the first screen. */
const firstFieldBox = (page: Page, title: string) =>
  page.evaluate((title) => {
    const form = document.querySelector(`main form[aria-label="${CSS.escape(title)}"]`);
    const field = [...(form?.querySelectorAll("input, select, textarea") ?? [])].find(
      (element) => element.checkVisibility() && element.getAttribute("type") !== "hidden",
    );
    if (!field) return undefined;
    const box = field.getBoundingClientRect();
    return { top: Math.round(box.top), bottom: Math.round(box.bottom), screen: innerHeight };
  }, title);

const formPages = [
  { path: pagePath("contactSales"), title: salesForm.title },
  { path: pagePath("contact"), title: contactForm.title },
];

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the form pages show their first field in the first screen at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const { path, title } of formPages) {
      await page.goto(path);
      await webFontsShown(page);
      await finishAnimations(page);
      const box = await firstFieldBox(page, title);
      expect.soft(box, `${path}: the form's first field`).toBeDefined();
      if (box)
        expect
          .soft(box.top >= 0 && box.bottom <= box.screen, `${path}: the first field spans ${box.top}-${box.bottom} px`)
          .toBe(true);
    }
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test("Talk to Sales in the menu opens the contact-sales page at its form", async ({ page }) => {
    await page.goto(pagePath("pricing"));
    await page.getByRole("button", { name: frame.openMenu }).click();
    await page.getByRole("navigation", { name: frame.mobileLabel }).getByRole("link", { name: frame.talkToSales }).click();
    await expect(page).toHaveURL(new RegExp(`${pagePath("contactSales")}#.+$`));
    await expect(page.getByRole("form", { name: salesForm.title }).getByRole("textbox").first()).toBeInViewport();
  });
});
