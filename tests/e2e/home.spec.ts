import { faqItems } from "#content/faq.ts";
import { dashboard, faqIntro, problem } from "#content/home.ts";
import { formatPrice, launchDiscountLabel, launchPricing, plans, popularPlanLabel, priceRange } from "#content/plans.ts";
import { productListing } from "#content/product-listing.ts";
import { site } from "#content/site.ts";
import { HOME_STRUCTURED_DATA_FAQ_SIZE } from "#core/content-schemas/faq.ts";
import { keepNumbersWithUnits } from "#core/number-with-unit.ts";
import { contactForm, containing, frame, oneOf, salesForm } from "#tests/support/site-copy.ts";
import { expect, test } from "./fixtures.ts";

test.describe("the home page, as a visitor walks it", () => {
  test("shows the eight sections in order", async ({ page }) => {
    await page.goto("/");
    const order = await page.evaluate((dashboardLabel) => {
      const marks = [
        ["navigation", document.querySelector("header")],
        ["hero", document.querySelector("#hero-title")],
        ["dashboard", [...document.querySelectorAll("figure")].find((figure) => figure.ariaLabel === dashboardLabel)],
        ["problem", document.querySelector("#problem-title")],
        ["solution", document.querySelector("#solution-title")],
        ["pricing", document.querySelector("#pricing")],
        ["faq", document.querySelector("#faq")],
        ["closing", document.querySelector("#page-cta-title")],
        ["footer", document.querySelector("footer")],
      ] as const;
      return marks.map(([name, element]) => ({ name, top: element ? element.getBoundingClientRect().top + window.scrollY : -1 }));
    }, dashboard.label);
    for (const mark of order) expect(mark.top, `${mark.name} is on the page`).toBeGreaterThanOrEqual(0);
    const tops = order.map((mark) => mark.top);
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    await expect(
      page
        .locator("section[aria-labelledby=problem-title] dl dd")
        .filter({ hasText: oneOf(...problem.stats.map((stat) => keepNumbersWithUnits(stat.value))) }),
    ).toHaveCount(problem.stats.length);
  });

  test("keeps the navigation fixed and lands #pricing below it", async ({ page }) => {
    await page.goto("/#pricing");
    await page.waitForFunction(() => window.scrollY > 500);
    const header = await page.locator("header").first().boundingBox();
    const heading = await page.locator("#pricing-title").boundingBox();
    expect(header?.y).toBe(0);
    expect(heading!.y).toBeGreaterThanOrEqual(header!.height);
  });

  test("shows the plans from the plans module with their discount and the most popular badge", async ({ page }) => {
    await page.goto("/");
    const pricing = page.locator("#pricing");
    for (const plan of plans) {
      const card = pricing.locator("li").filter({ has: page.getByRole("heading", { name: plan.name, exact: true }) });
      await expect(card).toContainText(formatPrice(plan.price));
      await expect(card.locator("s")).toHaveText(formatPrice(plan.originalPrice));
      if (plan.popular) await expect(card).toContainText(popularPlanLabel);
    }
    await expect(pricing.getByText(launchDiscountLabel, { exact: true })).toHaveCount(1);
    await expect(pricing).toContainText(launchPricing.trial);
    await expect(pricing).toContainText(launchPricing.terms);
  });

  test("links go where they should: trial, demo and backer in a new tab, footer pages, social profile", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: frame.startTrial }).first()).toHaveAttribute("href", site.appRegisterUrl);
    await expect(page.getByRole("link", { name: containing(frame.openingTrial) })).toHaveAttribute("href", site.appRegisterUrl);
    const demo = page.getByRole("link", { name: containing(frame.bookDemo) });
    await expect(demo).toHaveAttribute("href", site.demoBookingUrl);
    await expect(demo).toHaveAttribute("target", "_blank");
    await expect(demo).toHaveAttribute("rel", /noopener/);
    await expect(page.getByRole("link", { name: `${site.name} home` }).first()).toHaveAttribute("href", "/");
    // Above the headline, the backer a visitor can check, in a new tab.
    const backer = page.locator("main").getByRole("link", { name: containing(site.accelerator.name) });
    await expect(backer).toHaveAttribute("href", site.accelerator.url);
    await expect(backer).toHaveAttribute("target", "_blank");
    expect((await backer.boundingBox())?.y).toBeLessThan((await page.getByRole("heading", { level: 1 }).boundingBox())?.y ?? 0);
    const footer = page.locator("footer");
    for (const href of ["/features", "/pricing", "/integrations", "/faqs", "/privacy-policy", "/terms-and-conditions"]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
    await expect(footer.locator(`a[href="${site.socialProfileUrl}"]`)).toBeVisible();
    await expect(footer.locator(`a[href="${site.accelerator.url}"]`)).toContainText(site.accelerator.name);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.legal.entity}`);
  });

  test("beside its questions, the FAQ stays in view on a wide screen and leads to every question and to the sales team", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const faq = page.locator("#faq");
    await expect(faq.getByRole("link", { name: containing(faqIntro.allQuestions) })).toHaveAttribute("href", "/faqs");
    await expect(faq.getByText(faqIntro.stillAsking)).toBeVisible();
    // Read down to the last question: the heading is still on screen beside it.
    await faq.locator("details").last().scrollIntoViewIfNeeded();
    await expect(faq.getByRole("heading", { name: faqIntro.title })).toBeInViewport();
    await faq.getByRole("link", { name: frame.talkToSales }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
  });

  test("the FAQ opens one entry at a time and the open one collapses", async ({ page }) => {
    await page.goto("/");
    const faq = page.locator("#faq details");
    await expect(faq).toHaveCount(faqItems.length);
    const first = faq.nth(0);
    const second = faq.nth(1);
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await second.locator("summary").click();
    await expect(second).toHaveAttribute("open", "");
    await expect(first).not.toHaveAttribute("open", "");
    await second.locator("summary").click();
    await expect(faq.locator("[open]")).toHaveCount(0);
    // Keyboard: Enter on a focused question opens it.
    await faq.nth(2).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(faq.nth(2)).toHaveAttribute("open", "");
    await expect(faq.nth(2)).toContainText(faqItems[2]!.answer);
  });

  test.describe("its dialogs", () => {
    for (const [button, title, scope] of [
      [frame.talkToSales, salesForm.dialog.title, "header"],
      [frame.contact, contactForm.dialog.title, "footer"],
    ] as const) {
      test(`the ${button} button opens its dialog; Escape and the close button close it and focus returns`, async ({ page }) => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto("/");
        const trigger = page.locator(scope).getByRole("link", { name: button, exact: true });
        await trigger.click();
        const dialog = page.getByRole("dialog", { name: title });
        await expect(dialog).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(dialog).toBeHidden();
        await expect(trigger).toBeFocused();

        await trigger.press("Enter");
        await expect(dialog).toBeVisible();
        // Focus stays inside the dialog however far the visitor tabs.
        for (let step = 0; step < 25; step += 1) {
          await page.keyboard.press("Tab");
          expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
        }
        await dialog.getByRole("button", { name: frame.close }).click();
        await expect(dialog).toBeHidden();
        await expect(trigger).toBeFocused();
      });
    }

    test("a dialog closed by the browser opens again at a click that comes before the page hears of the close", async ({
      page,
    }) => {
      // Escape closes a native dialog at once and fires its close event a task later; on a busy phone the visitor's
      // next click can come in between.
      await page.goto("/");
      const trigger = page.locator("header").getByRole("link", { name: frame.talkToSales, exact: true });
      await trigger.click();
      const dialog = page.getByRole("dialog", { name: salesForm.dialog.title });
      await expect(dialog).toBeVisible();
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await expect(page.locator("dialog[data-slot='dialog-content']")).toBeVisible();
      await trigger.evaluate((link: HTMLElement) => {
        document.querySelector<HTMLDialogElement>("dialog[open]")?.close();
        link.click();
      });
      await expect(dialog).toBeVisible();
      await page.waitForTimeout(300);
      await expect(dialog).toBeVisible();
    });
  });

  test("loads the dialogs and their forms only when a dialog is first opened", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const dialogCode = (name: string) => scripts.some((path) => path.includes(name));
    expect(dialogCode("site-dialogs-content")).toBe(false);
    expect(dialogCode("contact-sales-form")).toBe(false);
    await page.locator("header").getByRole("link", { name: frame.talkToSales }).click();
    await expect(page.getByRole("dialog", { name: salesForm.dialog.title })).toBeVisible();
    expect(dialogCode("site-dialogs-content")).toBe(true);
    await expect.poll(() => dialogCode("contact-sales-form")).toBe(true);
  });

  test("the dashboard illustration holds still under reduced motion, and nothing waits to appear", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/");
    const duration = await page
      .locator("figure .animate-type")
      .first()
      .evaluate((node) => getComputedStyle(node).animationDuration);
    expect(Number.parseFloat(duration)).toBeLessThan(0.001);
    // Nor does a staggered entrance wait for its turn: /features' draft shows whole at once.
    await page.goto("/features");
    const delays = await page
      .locator("[style*='animation-delay']")
      .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).animationDelay));
    expect(delays.length).toBeGreaterThan(0);
    expect(delays.filter((delay) => Number.parseFloat(delay) > 0)).toEqual([]);
    await context.close();
  });
});

test.describe("the home page's structured data", () => {
  test("parses, uses the expected schema.org types, and states the visible prices", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
      JSON.parse(match[1]!),
    );
    const byType = new Map(blocks.map((block) => [block["@type"], block]));
    expect([...byType.keys()].sort()).toEqual(["FAQPage", "Organization", "Product", "SoftwareApplication", "WebPage"]);
    for (const block of blocks) expect(block["@context"]).toBe("https://schema.org");

    const organization = byType.get("Organization");
    expect(organization.name).toBe(site.name);
    expect(organization.url).toMatch(/^https?:\/\//);

    const app = byType.get("SoftwareApplication");
    expect(app.softwareVersion).toBe(site.softwareVersion);
    expect(app.aggregateRating).toMatchObject({
      "@type": "AggregateRating",
      ratingValue: site.claims.softwareRating.value,
      reviewCount: site.claims.softwareRating.count,
    });
    // The free offer is the trial, named as one: there is no free plan on any page.
    expect(JSON.stringify(app.offers)).toContain(`"name":${JSON.stringify(productListing.trialOffer.name)}`);
    expect(JSON.stringify(app.offers)).not.toMatch(/free plan/i);
    // Every offer has a price: the enterprise agreement, priced by sales, is not one.
    expect(app.offers.map((offer: { price: number }) => offer.price)).toEqual([0]);

    const product = byType.get("Product");
    expect(product.aggregateRating).toMatchObject({
      ratingValue: site.claims.productRating.value,
      ratingCount: site.claims.productRating.count,
    });
    expect(product.offers).toMatchObject({
      "@type": "AggregateOffer",
      lowPrice: priceRange().lowPrice,
      highPrice: priceRange().highPrice,
      priceCurrency: priceRange().currency,
      offerCount: plans.length,
    });
    const visiblePrices = [...html.matchAll(/\$([\d,]+)<\/span>\s*<span[^>]*>\/month/g)].map((match) =>
      Number(match[1]!.replace(",", "")),
    );
    expect(visiblePrices).toEqual(plans.map((plan) => plan.price));
    expect(product.offers.lowPrice).toBe(Math.min(...visiblePrices));
    expect(product.offers.highPrice).toBe(Math.max(...visiblePrices));
    expect(product.offers.offers.map((offer: { price: number }) => offer.price)).toEqual(visiblePrices);

    const faq = byType.get("FAQPage");
    expect(faq.mainEntity).toHaveLength(HOME_STRUCTURED_DATA_FAQ_SIZE);
    for (const question of faq.mainEntity) {
      expect(question["@type"]).toBe("Question");
      expect(question.acceptedAnswer["@type"]).toBe("Answer");
      expect(html).toContain(question.name.replace(/'/g, "&#x27;"));
    }
    expect(byType.get("WebPage").url).toBe(`${site.url}/`);
  });
});
