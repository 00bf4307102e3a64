import { describe, expect, it } from "vitest";
import faqFile from "#content/faq.json" with { type: "json" };
import { faqItems, homeFaqItems, homeStructuredDataFaq } from "#content/faq.ts";
import { formatPrice, launchDiscountLabel, planById, planComparisonRows, plans, priceRange } from "#content/plans.ts";
import { site } from "#content/site.ts";
import { productJsonLd } from "#content/structured-data.ts";
import { HOME_FAQ_SIZE, HOME_STRUCTURED_DATA_FAQ_SIZE } from "#core/content-schemas/faq.ts";

describe("the plans module", () => {
  it("holds plans of the pricing cards, exactly one most popular, none dearer than its regular price", () => {
    expect(plans.length).toBeGreaterThan(0);
    expect(plans.filter((plan) => plan.popular)).toHaveLength(1);
    for (const plan of plans) expect(plan.price).toBeLessThanOrEqual(plan.originalPrice);
    expect(formatPrice(1000)).toBe("$1,000");
  });

  // Not that each plan's prices bear the discount out: an editor may change a price alone, and the build must stay green.
  it("states the launch discount once for every plan", () => {
    expect(launchDiscountLabel).toMatch(new RegExp(`(^|\\D)${site.promo.percentOff}(\\D|$)`));
  });

  it("lists every figure of a plan's comparison column among its features, or what is coming among what is coming", () => {
    for (const plan of plans) {
      const features = plan.features.join(" | ").toLowerCase();
      for (const row of planComparisonRows) {
        const limit = plan.limits[row.limit];
        const label = row.label.toLowerCase();
        if (typeof limit === "boolean") {
          // What is announced, not yet available, is listed apart from the features, as coming.
          const listed = row.upcoming ? (plan.upcoming ?? []).join(" | ").toLowerCase() : features;
          expect(listed.includes(label), `${plan.name}: ${row.label}`).toBe(limit);
          continue;
        }
        // The row's noun ("discover", "seat") and the plan's figure ("15", "unlimited", "email") in one feature.
        const stem = (label.split(" ").at(-1) ?? "").replace(/(ies|s)$/, "");
        const figure = (limit.match(/\d+/)?.[0] ?? limit.split(" ")[0] ?? "").toLowerCase();
        const named = plan.features.some((feature) => {
          const words = feature.toLowerCase();
          return words.includes(stem) && new RegExp(`(^|\\W)${figure}(\\W|$)`).test(words);
        });
        expect(named, `${plan.name}: ${row.label} ${limit}`).toBe(true);
      }
    }
  });

  it("feeds the structured data's aggregate offer", () => {
    const prices = plans.map((plan) => plan.price);
    expect(priceRange()).toEqual({
      lowPrice: Math.min(...prices),
      highPrice: Math.max(...prices),
      offerCount: plans.length,
      currency: "USD",
    });
    const offers = productJsonLd({ rated: false }).offers as unknown as {
      lowPrice: number;
      highPrice: number;
      offers: { price: number }[];
    };
    expect(offers.lowPrice).toBe(Math.min(...prices));
    expect(offers.highPrice).toBe(Math.max(...prices));
    expect(offers.offers.map((offer) => offer.price)).toEqual(prices);
  });

  it("feeds the FAQ's prices from the plans, and the FAQ quotes no other price", () => {
    for (const [index, item] of faqFile.items.entries())
      for (const [, id, fact] of item.answer.matchAll(/\{plans\.([a-z0-9-]+)\.(price|originalPrice)\}/g)) {
        const plan = planById(id ?? "");
        expect(faqItems[index]?.answer).toContain(formatPrice(fact === "price" ? plan.price : plan.originalPrice));
      }
    const planPrices = new Set(plans.flatMap((plan) => [formatPrice(plan.price), formatPrice(plan.originalPrice)]));
    for (const item of faqItems)
      for (const [price] of item.answer.matchAll(/\$\d+(,\d{3})*/g)) expect(planPrices).toContain(price);
  });

  it("shows the home page's share of the FAQ entries, some of them in its structured data, each id once", () => {
    expect(homeFaqItems()).toHaveLength(HOME_FAQ_SIZE);
    expect(homeStructuredDataFaq()).toHaveLength(HOME_STRUCTURED_DATA_FAQ_SIZE);
    expect(new Set(faqItems.map((item) => item.id)).size).toBe(faqItems.length);
  });
});
