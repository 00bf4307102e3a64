/**
 * Details a design review looks for beside the layout sweeps: no table makes a phone's reader scroll sideways to see
 * its columns (it fits, or its rows stack), no title or figure ends a line between a number and its unit, the plan
 * comparison gives every plan the same width, every inner page opens with the same header rhythm, and one type scale
 * holds on every page.
 */

import type { Locator } from "@playwright/test";
import { loadBlogPosts } from "#content/blog.server.ts";
import { blogSearchCopy } from "#content/blog-copy.ts";
import { notFound } from "#content/errors.ts";
import { loadLandingPages } from "#content/landing-pages.server.ts";
import { leadForms } from "#content/lead-forms.ts";
import { mainNavigation, navigationCopy } from "#content/navigation.ts";
import { contactSalesPageCopy } from "#content/pages/contact-sales.ts";
import { featuresPageCopy } from "#content/pages/features.ts";
import { plans } from "#content/plans.ts";
import { samples } from "#content/samples.ts";
import { site } from "#content/site.ts";
import { familyPath, pagePath } from "#core/page-paths.ts";
import { salesForm } from "#tests/support/site-copy.ts";
import { NOT_FOUND_PATH, sweptPaths, templateOf } from "#tooling/site-pages.ts";
import { expect, firstVisitTest, test } from "./fixtures.ts";
import { fillSales } from "./lead-dialogs.ts";

test.describe("on a 320 px phone", () => {
  test.use({ viewport: { width: 320, height: 568 } });

  for (const path of sweptPaths) {
    firstVisitTest(
      `${path}: every table shows all its columns without scrolling, and no title or figure parts a number from its unit`,
      async ({ page }) => {
        await page.goto(path);
        const cut = await page.evaluate(() => {
          const found = [...document.querySelectorAll("table")].flatMap((table) => {
            const box = table.parentElement as HTMLElement;
            const hidden = box.scrollWidth - box.clientWidth;
            return hidden > 1 ? [`"${table.textContent?.trim().slice(0, 40)}": ${hidden} px out of view`] : [];
          });
          const lineOf = (node: Node, offset: number) => {
            const range = document.createRange();
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            return Math.round(range.getBoundingClientRect().top);
          };
          for (const element of document.querySelectorAll("main h1, main dd")) {
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode())
              for (const match of node.textContent?.matchAll(/\d\s\p{L}/gu) ?? [])
                if (lineOf(node, match.index) !== lineOf(node, match.index + 2))
                  found.push(`"${match[0]}" parted in "${element.textContent?.trim().slice(0, 40)}"`);
          }
          return found;
        });
        expect(cut).toEqual([]);
      },
    );
  }
});

test("the plan comparison gives every plan the same width on a wide screen, and restacks each row on a narrow phone", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(pagePath("pricing"));
  const widths = await page.evaluate(() =>
    [...document.querySelectorAll("table thead th")].slice(1).map((cell) => Math.round(cell.getBoundingClientRect().width)),
  );
  expect(widths.length).toBeGreaterThan(1);
  expect(new Set(widths).size).toBe(1);

  // On a narrow phone: each feature's name across its row, the plans' values below it side by side, each under its
  // plan's name; nothing to scroll sideways and no type under 12 px.
  await page.setViewportSize({ width: 320, height: 800 });
  const phone = await page.evaluate(() => {
    const table = document.querySelector("table") as HTMLTableElement;
    const box = (element: Element) => element.getBoundingClientRect();
    const rows = [...table.querySelectorAll("tbody tr")].map((row) => {
      const name = row.querySelector("th") as HTMLElement;
      const values = [...row.querySelectorAll("td")];
      return {
        below: values.every((value) => box(value).top >= box(name).bottom - 1),
        sideBySide: new Set(values.map((value) => Math.round(box(value).top))).size === 1,
        plans: values.map((value) => getComputedStyle(value, "::before").content.replace(/^"|"$/g, "")),
      };
    });
    const sizes = [...table.querySelectorAll("th, td, span")]
      .filter((element) => box(element).width > 1 && element.textContent?.trim())
      .map((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    const container = table.parentElement as HTMLElement;
    return { rows, smallest: Math.min(...sizes), scrolls: container.scrollWidth > container.clientWidth + 1 };
  });
  expect(phone.scrolls).toBe(false);
  expect(phone.smallest).toBeGreaterThanOrEqual(12);
  for (const row of phone.rows) {
    expect(row.below && row.sideBySide, "each row's values sit side by side under its feature's name").toBe(true);
    expect(row.plans).toEqual(plans.map((plan) => plan.name));
  }
});

/** Section headings as large as the page's title, and visible text under 12 px. */
const typeFaults = () => {
  const size = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize);
  const shown = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
  const title = size(document.querySelector("h1") as HTMLElement);
  const found = [...document.querySelectorAll("h2")]
    .filter((heading) => shown(heading) && size(heading) >= title)
    .map((heading) => `h2 "${heading.textContent?.trim().slice(0, 30)}" ${size(heading)} px ≥ h1 ${title} px`);
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement as HTMLElement;
    if (node.textContent?.trim() && shown(parent) && !parent.closest(".sr-only") && size(parent) < 12)
      found.push(`"${node.textContent.trim().slice(0, 30)}" at ${size(parent)} px`);
  }
  return found;
};

/** Where an inner page's header starts, how deep the page is, and its title's size. */
const headerOf = () => {
  const h1 = document.querySelector("main h1") as HTMLElement;
  // The header's first line: its breadcrumbs, or the eyebrow of a page without them.
  const first = h1.closest("section, header")?.querySelector("nav, p, h1") as HTMLElement;
  const crumbs = h1.closest("section, header")?.querySelectorAll("nav ol > li").length ?? 0;
  return {
    top: Math.round(first.getBoundingClientRect().top + window.scrollY),
    // A page without breadcrumbs is one step from home, as its data's trail says.
    depth: Math.max(crumbs - 1, 1),
    size: getComputedStyle(h1).fontSize,
  };
};

for (const width of [390, 1440]) {
  firstVisitTest(
    `${width} px wide: every section heading is smaller than its page's title, no visible text is under 12 px, and every inner page's header starts at one offset with one h1 size per level`,
    async ({ page }) => {
      // One load per swept page: every page in the full sweep.
      firstVisitTest.setTimeout(240_000);
      await page.setViewportSize({ width, height: 900 });
      const headers: { path: string; top: number; depth: number; size: string }[] = [];
      // The home page, the not-found page and the landing pages (decision 115) open on a centred hero of their own.
      const ownOpenings = [pagePath("home"), NOT_FOUND_PATH, familyPath("landingPage", "any")].map(templateOf);
      for (const path of sweptPaths) {
        await page.goto(path);
        expect.soft(await page.evaluate(typeFaults), `type on ${path}`).toEqual([]);
        if (!ownOpenings.includes(templateOf(path))) headers.push({ path, ...(await page.evaluate(headerOf)) });
      }
      const tops = new Set(headers.map((header) => header.top));
      expect(tops.size, JSON.stringify(headers)).toBe(1);
      for (const depth of new Set(headers.map((header) => header.depth))) {
        const sizes = new Set(headers.filter((header) => header.depth === depth).map((header) => header.size));
        expect(sizes.size, `h1 sizes at depth ${depth}: ${JSON.stringify(headers)}`).toBe(1);
      }
    },
  );
}

test("every e-mail address on the legal pages is a link that writes to it", async ({ page }) => {
  for (const path of [pagePath("legal"), familyPath("legalDocument", "privacy-policy")]) {
    await page.goto(path);
    const unlinked = await page.evaluate((addresses) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.querySelector("main") as Node, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const link = node.parentElement?.closest("a");
        for (const address of addresses)
          if (node.textContent?.includes(address) && link?.getAttribute("href") !== `mailto:${address}`) found.push(address);
      }
      return found;
    }, Object.values(site.email));
    expect(unlinked, path).toEqual([]);
  }
});

test.describe("on a phone, a form sent on its own page", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows its sent heading clear of the fixed header, without the required-fields note", async ({ page }) => {
    await page.goto(pagePath("contactSales"));
    const form = page.getByRole("form", { name: salesForm.title });
    await fillSales(form);
    await form.getByRole("button", { name: leadForms["contact-sales"].messages.submit }).click();
    const heading = page.getByRole("heading", { name: leadForms["contact-sales"].messages.success });
    await expect(heading).toBeFocused();
    await page.waitForFunction(() => !document.getAnimations().some((animation) => animation.playState === "running"));
    const covered = await heading.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const header = (document.querySelector("header") as HTMLElement).getBoundingClientRect();
      return box.top < header.bottom;
    });
    expect(covered).toBe(false);
    await expect(page.getByText(contactSalesPageCopy.labels.requiredNote)).toBeHidden();
  });
});

test("the blog's search sits across from its heading on a wide screen, so the newest post rises into the first screen", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(pagePath("blog"));
  await page.waitForLoadState("networkidle");
  const box = page.getByRole("searchbox", { name: blogSearchCopy.label });
  const heading = page.getByRole("heading", { level: 1 });
  const [boxAt, headingAt] = [await box.boundingBox(), await heading.boundingBox()];
  expect(boxAt?.x ?? 0).toBeGreaterThan((headingAt?.x ?? 0) + (headingAt?.width ?? 0));
  expect(boxAt?.y ?? 900).toBeLessThan((headingAt?.y ?? 0) + (headingAt?.height ?? 0));
  const [newest] = loadBlogPosts();
  const title = await page.getByRole("heading", { name: newest?.title, exact: true }).boundingBox();
  expect((title?.y ?? 900) + (title?.height ?? 0)).toBeLessThan(900);

  // Its results show in the list's place: under the opening, from the heading's edge, wider than the box's column
  // (which left half the screen empty beside them), and nothing above them moves.
  const [word] = (loadBlogPosts()[0]?.title.split(/\W+/) ?? []).sort((a, b) => b.length - a.length);
  await box.fill(word as string);
  const results = page.locator("[data-search-results]").getByRole("list");
  await expect(results.getByRole("listitem").first()).toBeVisible();
  const [resultsAt, formAt, opening] = [
    await results.boundingBox(),
    await page.getByRole("search").boundingBox(),
    await page.locator("[data-slot=page-hero]").boundingBox(),
  ];
  expect(resultsAt?.x).toBeCloseTo(headingAt?.x ?? 0, 0);
  expect(resultsAt?.y).toBeGreaterThanOrEqual((opening?.y ?? 0) + (opening?.height ?? 0));
  expect(resultsAt?.width).toBeGreaterThan((formAt?.width ?? 0) + 100);
  expect(await box.boundingBox()).toEqual(boxAt);
});

test("the not-found page's invitation to write is a link that writes to the site's support address", async ({ page }) => {
  await page.goto(NOT_FOUND_PATH);
  await expect(page.getByRole("main").getByRole("link", { name: notFound.writeLink })).toHaveAttribute(
    "href",
    `mailto:${site.email.support}`,
  );
});

const comparedLanding = loadLandingPages().find((landing) => landing.sections.some((section) => section.type === "comparison"));
const comparison = comparedLanding?.sections.find((section) => section.type === "comparison");

for (const width of [320, 1440]) {
  test(`a landing page's comparison shows every row, its two ways ${width < 768 ? "stacked" : "side by side"}, ${width} px wide`, async ({
    page,
  }) => {
    test.skip(!comparedLanding || comparison?.type !== "comparison", "no landing page compares");
    await page.setViewportSize({ width, height: 568 });
    await page.goto(familyPath("landingPage", comparedLanding?.slug ?? ""));
    const rows = await page.evaluate(() =>
      [...document.querySelectorAll("main section li dl")].map((list) => {
        const [manual, product] = [...list.children].map((way) => way.getBoundingClientRect());
        return { stacked: (product?.top ?? 0) >= (manual?.bottom ?? 0), fits: list.scrollWidth <= list.clientWidth };
      }),
    );
    expect(rows.length).toBe(comparison?.type === "comparison" ? comparison.rows.length : 0);
    expect(
      rows.every((row) => row.stacked === width < 768 && row.fits),
      JSON.stringify(rows),
    ).toBe(true);
  });
}

test("a landing page's first action is in the first screen of a 320 px phone, and again at its end", async ({ page }) => {
  const [landing] = loadLandingPages();
  test.skip(!landing, "no landing page");
  await page.setViewportSize({ width: 320, height: 568 });
  await page.goto(familyPath("landingPage", landing?.slug ?? ""));
  const first = await page.getByRole("main").getByRole("link", { name: navigationCopy.openingTrial }).first().boundingBox();
  expect((first?.y ?? Number.POSITIVE_INFINITY) + (first?.height ?? 0)).toBeLessThanOrEqual(568);
  await expect(page.locator("main > :last-child").getByRole("link", { name: navigationCopy.startTrial })).toHaveCount(1);
});

test("a post's code block scrolls inside its box on a phone, with a shade at the edge while more lies to the right, and shows every line whole on a wide screen", async ({
  page,
}) => {
  const hiddenWidth = (block: Locator) => block.evaluate((element) => element.scrollWidth - element.clientWidth);
  const cueShown = (block: Locator) =>
    block.evaluate((element) => {
      const cue = element.querySelector('[data-slot="scroll-cue"]');
      return cue !== null && getComputedStyle(cue).display !== "none";
    });
  let blocks = 0;
  let scrolling = 0;
  for (const { slug } of loadBlogPosts()) {
    await page.setViewportSize({ width: 320, height: 568 });
    await page.goto(familyPath("blogPost", slug));
    for (const block of await page.locator("article pre").all()) {
      blocks += 1;
      const scrolls = (await hiddenWidth(block)) > 1;
      expect(await cueShown(block), slug).toBe(scrolls);
      if (scrolls) {
        scrolling += 1;
        await block.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
        await expect.poll(() => cueShown(block), slug).toBe(false);
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      expect(await hiddenWidth(block), slug).toBeLessThanOrEqual(1);
      await expect.poll(() => cueShown(block), slug).toBe(false);
      await page.setViewportSize({ width: 320, height: 568 });
    }
  }
  expect(blocks).toBeGreaterThan(0);
  expect(scrolling).toBeGreaterThan(0);
});

/** A post long enough for its contents menu, which shows beside it on a wide screen. */
const postWithOutline = loadBlogPosts().find((post) => post.sections.length > 2) ?? { slug: "" };

/** Where an in-page menu's reading line runs on a 900 px screen, as a share of its height (app.css, "In-page menus"). */
const READING_LINE = 0.2;

for (const path of [
  pagePath("features"),
  pagePath("faqs"),
  familyPath("sample", "prd"),
  familyPath("blogPost", postWithOutline.slug),
]) {
  test(`${path}: its in-page menu marks one section at a time, one the reading line crosses, and each in turn as the reader scrolls`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    const ids = (await page
      .locator("[data-section-link]")
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")?.slice(1)))) as string[];
    expect(ids.length).toBeGreaterThan(2);
    const markedAtSomePoint = new Set<string>();
    for (const id of ids) {
      // The reading line (20% down the screen) a quarter and three quarters into the section: cards side by side
      // cross it together, and the reader moves from one to the other down their row.
      for (const part of [0.25, 0.75]) {
        const sectionOf = `document.getElementById(${JSON.stringify(id)}).closest("[data-section]")`;
        await page.evaluate(
          `(() => { const box = ${sectionOf}.getBoundingClientRect(); window.scrollBy({ top: box.top + box.height * ${part} - innerHeight * ${READING_LINE}, behavior: "instant" }); })()`,
        );
        const marking = () =>
          page.evaluate((reading) => {
            const line = innerHeight * reading;
            const crossing = [...document.querySelectorAll("[data-section]")]
              .filter((section) => {
                const box = section.getBoundingClientRect();
                return box.top <= line && box.bottom > line;
              })
              .map((section) => section.id || section.querySelector("[id]")?.id);
            const marked = [...document.querySelectorAll("[data-section-link]")]
              .filter((link) => getComputedStyle(link).backgroundColor !== "rgba(0, 0, 0, 0)")
              .map((link) => link.getAttribute("href")?.slice(1) as string);
            return { crossing, marked };
          }, READING_LINE);
        // The marks follow the scroll a frame later: read them after the next two frames, so as not to take the last
        // position's mark, still on a section the line crosses, for this one's.
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        await expect
          .poll(async () => {
            const { crossing, marked } = await marking();
            return marked.length === 1 && crossing.includes(marked[0]) ? "one, crossing the line" : marked;
          }, `${id} at ${part}`)
          .toBe("one, crossing the line");
        markedAtSomePoint.add((await marking()).marked[0] as string);
      }
    }
    expect([...markedAtSomePoint].sort()).toEqual([...ids].sort());
  });
}

// A document's sections follow one another (on /features a stage's heading parts its capabilities' rows).
for (const path of [pagePath("faqs"), familyPath("sample", "prd"), familyPath("blogPost", postWithOutline.slug)]) {
  test(`${path}: its in-page menu marks a section all the way from the first section to the last, between sections too`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    const [from, to] = await page.evaluate((reading) => {
      const sections = [...document.querySelectorAll("[data-section]")].map((section) => section.getBoundingClientRect());
      const line = innerHeight * reading;
      return [(sections[0]?.top ?? 0) + scrollY - line, (sections.at(-1)?.bottom ?? 0) + scrollY - line - 1];
    }, READING_LINE);
    const unmarked: number[] = [];
    for (let top = Math.ceil(from); top < to; top += 97) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), top);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const marked = await page
        .locator("[data-section-link]")
        .evaluateAll((links) => links.filter((link) => getComputedStyle(link).backgroundColor !== "rgba(0, 0, 0, 0)").length);
      if (marked === 0) unmarked.push(top);
    }
    expect(unmarked, "scroll positions where the menu marks no section").toEqual([]);
  });

  test(`${path}: a link of its in-page menu, followed, marks itself, short last section included`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(path);
    const links = page.locator("[data-section-link]");
    const marked = () =>
      links.evaluateAll((anchors) =>
        anchors
          .filter((anchor) => getComputedStyle(anchor).backgroundColor !== "rgba(0, 0, 0, 0)")
          .map((anchor) => anchor.getAttribute("href")),
      );
    for (const link of await links.all()) {
      // A card beside another shares its row's top: a link to it scrolls where the first card's does, and the row
      // marks its cards in turn as the reader goes down it.
      if ((await link.getAttribute("style"))?.includes("cover 50%")) continue;
      const href = await link.getAttribute("href");
      await link.click();
      await expect.poll(marked, `${href} followed`).toEqual([href]);
    }
  });
}

for (const path of [
  pagePath("features"),
  pagePath("faqs"),
  familyPath("sample", "prd"),
  familyPath("blogPost", postWithOutline.slug),
]) {
  test(`${path}: on a phone, once its menu has scrolled away and until its content ends, a button at the screen's foot goes back to it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const back = page.getByRole("link", { name: navigationCopy.backToMenu, exact: true });
    const menu = page.locator("[data-page-menu]");
    await expect(back, "while the menu is in view or below").toBeHidden();
    await expect(menu).toBeVisible();
    // Half way through the page's content, its menu far above.
    const intoContent = () =>
      page.evaluate(() => {
        const content = document.querySelector("[data-sections]")?.getBoundingClientRect();
        if (content) window.scrollBy({ top: content.top + content.height / 2 - innerHeight / 2, behavior: "instant" });
      });
    await intoContent();
    await expect(back).toBeVisible();
    const box = (await back.boundingBox()) ?? { y: 0, height: 0 };
    expect(box.height, "a 44 px target").toBeGreaterThanOrEqual(44);
    expect(box.y + box.height, "at the screen's foot").toBeGreaterThan(844 - 40);
    // Off the closing card and the footer's links once the page's content has ended.
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await expect(back).not.toBeInViewport();
    await intoContent();
    await expect(back).toBeInViewport();
    await back.click();
    await expect.poll(async () => (await menu.boundingBox())?.y ?? -1, "the menu, back under the header").toBeLessThan(200);
    expect((await menu.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);
    await expect(back, "gone again with the menu in view").toBeHidden();
  });
}

test("the header marks where the visitor is: Talk to Sales on the sales team's page, and on no other", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const talkToSales = page.getByRole("banner").getByRole("link", { name: navigationCopy.talkToSales, exact: true });
  await page.goto(pagePath("contactSales"));
  await expect(talkToSales).toHaveAttribute("aria-current", "page");
  await page.goto(pagePath("pricing"));
  await expect(talkToSales).not.toHaveAttribute("aria-current");
  await expect(page.getByRole("banner").locator("[aria-current=page]:visible")).toHaveCount(1);
});

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test(`/integrations opens on its integrations: the first card begins in the first ${width}×${height} screen, and on a wide screen the first row is whole in it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto(pagePath("integrations"));
    const cards = page
      .getByRole("main")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { level: 3 }) });
    const tops = await cards.evaluateAll((items) => items.map((item) => item.getBoundingClientRect()));
    expect(tops.length).toBeGreaterThan(0);
    expect(tops[0]?.top).toBeLessThan(height);
    if (width >= 1024) {
      const firstRow = tops.filter((box) => box.top === tops[0]?.top);
      expect(firstRow.length).toBeGreaterThan(1);
      for (const box of firstRow) expect(box.bottom).toBeLessThanOrEqual(height);
    }
  });
}

test("a sample document offers the trial in its opening, inside the first screen of a wide screen", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const sample of samples) {
    await page.goto(familyPath("sample", sample.slug));
    const trial = page.getByRole("main").getByRole("link", { name: navigationCopy.openingTrial });
    await expect(trial).toBeVisible();
    const box = await trial.boundingBox();
    expect((box?.y ?? 900) + (box?.height ?? 0), sample.slug).toBeLessThanOrEqual(900);
  }
});

test("every inner page's opening has Northstar's rose in its right half on a wide screen, where no words or controls stand across from its own", async ({
  page,
  request,
}) => {
  const rose = await request.get("/north-star-rose.svg");
  expect(rose.status()).toBe(200);
  expect(rose.headers()["content-type"]).toContain("image/svg+xml");
  // The page that must fit the first round trip (decision 101) with room left for an editor's longer plan descriptions.
  const withoutTheBytes = [pagePath("pricing")];
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const path of sweptPaths) {
    await page.goto(path);
    const opening = page.locator('[data-slot="page-hero"]');
    if ((await opening.count()) === 0) continue;
    const { drawn, across } = await opening.evaluate((element) => ({
      drawn: getComputedStyle(element, "::before").maskImage.includes("/north-star-rose.svg"),
      across: [...element.querySelectorAll("p, a, button, input")].some(
        (part) => !part.closest("[data-hero-visual]") && part.getBoundingClientRect().left >= innerWidth / 2,
      ),
    }));
    expect
      .soft(drawn, `${path}: ${across ? "words or controls across from its own" : "room beside its words"}`)
      .toBe(!across && !withoutTheBytes.includes(path));
  }
});

test("/features on a phone shows every capability of its menu at once, none hidden to the side", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await page.goto(pagePath("features"));
  const links = page.getByRole("navigation", { name: featuresPageCopy.capabilitiesLabel }).getByRole("link");
  await expect(links).toHaveCount(featuresPageCopy.stages.flatMap((stage) => stage.features).length);
  const outside = await links.evaluateAll((items) =>
    items.flatMap((item) => {
      const box = item.getBoundingClientRect();
      return box.left < 0 || box.right > innerWidth ? [item.textContent] : [];
    }),
  );
  expect(outside).toEqual([]);
});

test("the closing card's words keep 4.5:1 against the brightest point of its light, in both schemes", async ({ browser }) => {
  for (const colorScheme of ["light", "dark"] as const) {
    const context = await browser.newContext({ colorScheme });
    const page = await context.newPage();
    await page.goto(pagePath("pricing"));
    const ratios = await page.evaluate(() => {
      const card = document.querySelector("[data-cta-location=closing] .rounded-card") as HTMLElement;
      // The light's colour as the card resolves it (app.css `bg-brand-glow`).
      const probe = card.appendChild(document.createElement("span"));
      probe.style.color = "var(--brand-600)";
      const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const luminance = (color: string) => {
        const [r, g, b] = rgb(color).map((value) => {
          const channel = value / 255;
          return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
      };
      const light = luminance(getComputedStyle(probe).color);
      probe.remove();
      return [...card.querySelectorAll("p, li")].map((text) => {
        const [high, low] = [luminance(getComputedStyle(text).color), light].sort((a, b) => b - a) as [number, number];
        return { text: text.textContent?.slice(0, 30), ratio: (high + 0.05) / (low + 0.05) };
      });
    });
    expect(ratios.length).toBeGreaterThan(0);
    for (const { text, ratio } of ratios) expect(ratio, `${colorScheme}: "${text}"`).toBeGreaterThanOrEqual(4.5);
    await context.close();
  }
});

for (const width of [768, 1023]) {
  test(`on a ${width} px tablet the header shows every main link in one row, and its menu keeps Log in and Talk to Sales`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 1024 });
    await page.goto("/");
    const header = page.locator("header").first();
    const links = header.getByRole("navigation", { name: navigationCopy.mainLabel }).getByRole("link");
    await expect(links).toHaveText(mainNavigation.map((item) => item.label));
    const rows = await links.evaluateAll((all) => new Set(all.map((link) => Math.round(link.getBoundingClientRect().top))).size);
    expect(rows, "one row").toBe(1);
    const headerBox = await header.boundingBox();
    for (const box of await Promise.all((await links.all()).map((link) => link.boundingBox())))
      expect(box && headerBox && box.y + box.height <= headerBox.y + headerBox.height).toBe(true);
    await header.getByRole("button", { name: navigationCopy.openMenu }).click();
    const menu = page.getByRole("navigation", { name: navigationCopy.mobileLabel });
    await expect(menu.getByRole("link", { name: navigationCopy.talkToSales })).toBeVisible();
    await expect(menu.getByRole("link", { name: navigationCopy.logIn })).toBeVisible();
  });
}

test("on a 768 px tablet each plan card lists its features beside its price and button, not under them", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto(pagePath("pricing"));
  const cards = page
    .getByRole("list")
    .filter({ has: page.getByRole("heading", { name: plans[0]?.name }) })
    .first()
    .locator(":scope > li");
  await expect(cards).toHaveCount(plans.length);
  for (const card of await cards.all()) {
    const [price, button, features] = await Promise.all([
      card.locator('[data-slot="price"]').boundingBox(),
      card.getByRole("link").first().boundingBox(),
      card.getByRole("list").boundingBox(),
    ]);
    if (!price || !button || !features) throw new Error("a plan card without its price, button or features");
    expect(features.x, "features to the right of the price and the button").toBeGreaterThanOrEqual(
      Math.max(price.x + price.width, button.x + button.width),
    );
    expect(features.y, "features beside, not under, the button").toBeLessThan(button.y);
  }
});
