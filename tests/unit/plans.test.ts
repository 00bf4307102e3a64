import { describe, expect, it } from "vitest";
import { faqItems, homeStructuredDataFaq } from "#content/faq.ts";
import { discountLabel, formatPrice, plans, priceRange } from "#content/plans.ts";
import { productJsonLd } from "#core/structured-data.ts";

describe("the plans module", () => {
  it("holds the three plans of the pricing cards, Startup most popular", () => {
    expect(plans.map((plan) => [plan.name, plan.price, plan.originalPrice, plan.popular])).toEqual([
      ["Solo Founder", 20, 25, false],
      ["Startup", 240, 299, true],
      ["Growth", 1000, 1250, false],
    ]);
    expect(plans.map(discountLabel)).toEqual(["20% OFF", "20% OFF", "20% OFF"]);
    expect(formatPrice(1000)).toBe("$1,000");
  });

  it("feeds the structured data's aggregate offer", () => {
    expect(priceRange()).toEqual({ lowPrice: 20, highPrice: 1000, offerCount: 3, currency: "USD" });
    const offers = productJsonLd().offers as unknown as { lowPrice: number; highPrice: number; offers: { price: number }[] };
    expect(offers.lowPrice).toBe(20);
    expect(offers.highPrice).toBe(1000);
    expect(offers.offers.map((offer) => offer.price)).toEqual(plans.map((plan) => plan.price));
  });

  it("feeds the FAQ's pricing answer, which never quotes another price", () => {
    const answer = faqItems.find((item) => item.id === "pricing")?.answer ?? "";
    for (const plan of plans) expect(answer).toContain(`${plan.name} is ${formatPrice(plan.price)} per month`);
    expect(answer).not.toMatch(/\$(29|79|99)\b/);
  });

  it("has 13 FAQ entries, five of them in the home page's structured data", () => {
    expect(faqItems).toHaveLength(13);
    expect(homeStructuredDataFaq()).toHaveLength(5);
    expect(new Set(faqItems.map((item) => item.id)).size).toBe(13);
  });
});
