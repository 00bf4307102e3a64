/** The pricing page's copy. */
import type { PageCopy } from "#content/page-copy.ts";
import { formatPrice, priceRange } from "#content/plans.ts";
import { site } from "#content/site.ts";

export type PricingPageCopy = PageCopy & {
  comparisonNote: string;
  comparison: { title: string; caption: string; feature: string; included: string; notIncluded: string };
  billing: { title: string; lead: string };
};

export const pricingPageCopy: PricingPageCopy = {
  title: `Pricing: plans from ${formatPrice(priceRange().lowPrice)} a month`,
  description: `Solo Founder, Startup and Growth plans, each with a ${site.trial.days}-day free trial and no credit card. Launch prices include ${site.promo.percentOff}% off for ${site.promo.months} months.`,
  keywords: ["AI product manager pricing", "product discovery software cost", "PRD tool pricing", "free trial"],
  heading: "Simple monthly plans. Start free, no credit card.",
  lead: `Pick the plan that matches how much discovery you run. Every plan starts with a ${site.trial.days}-day trial of the whole product, and you can change or cancel at any time.`,
  comparisonNote:
    "Every plan includes market research, competitive intelligence, PRDs, user stories, prioritization and coding prompts. Plans differ in volume, seats, models and support.",
  comparison: {
    title: "Compare plans",
    caption: "Plan comparison",
    feature: "Feature",
    included: "Included",
    notIncluded: "Not included",
  },
  billing: { title: "Billing questions", lead: "Everything about the trial, launch pricing and changing plans." },
};
