/** The plans, from content/plans.json: the only place a price is written. Home, /pricing, the FAQ and JSON-LD read it. */

import { planFacts } from "#core/content-facts.ts";
import { type ContentFacts, fillPlaceholders } from "#core/content-placeholders.ts";
import type { Plan, PlansContent } from "#core/content-schemas/plans.ts";
import { formatPrice } from "#core/format-price.ts";
import plansFile from "./plans.json" with { type: "json" };
import { brandFacts } from "./site.ts";

export type { Plan } from "#core/content-schemas/plans.ts";
export { formatPrice };

// A plan's copy may name another plan: "As on {plans.solo-founder.name}".
const content = fillPlaceholders(plansFile as PlansContent, {
  ...brandFacts,
  ...planFacts((plansFile as PlansContent).plans),
});

export const plans: Plan[] = content.plans;
export const PRICE_CURRENCY = content.currency;

/** The badge on the plan most teams choose. */
export const popularPlanLabel = content.popularLabel;

/** What a price says around its figures: "$240 /month, was $299". */
export const priceWords = { perMonth: content.perMonth, was: content.was };

/** The facts a sentence about one plan may name: {plan.price}, {plan.originalPrice}, {plan.percentOff}. */
const factsOf = (plan: Plan): ContentFacts => ({
  "plan.name": plan.name,
  "plan.price": formatPrice(plan.price),
  "plan.originalPrice": formatPrice(plan.originalPrice),
  "plan.percentOff": String(Math.round((1 - plan.price / plan.originalPrice) * 100)),
});

/** The launch offer's badge ("20% OFF"), said once for a set of plans: every struck-through price is that much more. */
export const launchDiscountLabel: string = content.discountLabel;

export const planById = (id: string): Plan => {
  const plan = plans.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan "${id}"`);
  return plan;
};

/** What the structured data's aggregate offer states: computed, so it always equals the visible cards. */
export const priceRange = () => {
  const prices = plans.map((plan) => plan.price);
  return { lowPrice: Math.min(...prices), highPrice: Math.max(...prices), offerCount: plans.length, currency: PRICE_CURRENCY };
};

/** The rows of the comparison table on /pricing, each read from the plans' limits. */
export const planComparisonRows = content.comparison;

/** What a plan card's button adds for screen readers: "on the Startup plan". */
export const planCtaSuffix = (plan: Plan): string => fillPlaceholders(content.ctaPlan, factsOf(plan));

/** How the cards' prices relate to the struck-through ones, said once for the cards, the FAQ and the offers. */
export const launchPricing = {
  /** Above every set of plan cards, beside the launch discount badge. */
  terms: content.launchTerms,
  /** Under every set of plan cards: the free trial and how prices are billed. */
  trial: content.trialTerms,
  /** One plan's offer in the structured data. */
  offerDescription: (plan: Plan): string => fillPlaceholders(content.offerDescription, factsOf(plan)),
};
