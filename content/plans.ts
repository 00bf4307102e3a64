/** The three monthly plans: the only place a price is written. Home, /pricing, the FAQ and JSON-LD read it. */
import { withThousandsSeparators } from "#core/format-number.ts";
import { listWithAnd } from "#core/list-format.ts";
import { site } from "./site.ts";

export type PlanId = "solo-founder" | "startup" | "growth";

export type Plan = {
  id: PlanId;
  name: string;
  /** US dollars per month: the launch price, with the launch discount (site.promo) already taken off. */
  price: number;
  /** The regular price in US dollars per month, shown struck through. */
  originalPrice: number;
  description: string;
  features: string[];
  cta: string;
  popular: boolean;
  /** Facts for the comparison table on /pricing. */
  limits: {
    aiModels: string;
    discoveries: string;
    seats: string;
    integrations: string;
    support: string;
    advancedAnalytics: boolean;
    customWorkflows: boolean;
    sdkPlugin: boolean;
  };
};

export const plans: Plan[] = [
  {
    id: "solo-founder",
    name: "Solo Founder",
    price: 20,
    originalPrice: 25,
    description: "For founders validating an idea before they write the first line of code.",
    features: ["1 AI model", "4 Product Discoveries per month", "1 seat", "Up to 3 integrations", "Email support"],
    cta: "Start free trial",
    popular: false,
    limits: {
      aiModels: "1",
      discoveries: "4 per month",
      seats: "1",
      integrations: "Up to 3",
      support: "Email",
      advancedAnalytics: false,
      customWorkflows: false,
      sdkPlugin: false,
    },
  },
  {
    id: "startup",
    name: "Startup",
    price: 240,
    originalPrice: 299,
    description: "For product teams shipping every sprint who need research and specs on tap.",
    features: ["1 AI model", "15 discoveries per month", "3 seats", "Up to 3 integrations", "Email support"],
    cta: "Start free trial",
    popular: true,
    limits: {
      aiModels: "1",
      discoveries: "15 per month",
      seats: "3",
      integrations: "Up to 3",
      support: "Email",
      advancedAnalytics: false,
      customWorkflows: false,
      sdkPlugin: false,
    },
  },
  {
    id: "growth",
    name: "Growth",
    price: 1000,
    originalPrice: 1250,
    description: "For product organizations running discovery across several teams and markets.",
    features: [
      "3 AI models",
      "Unlimited discoveries",
      "Unlimited seats",
      "Unlimited integrations",
      "Priority support",
      "Advanced analytics",
      "Custom workflows",
      "SDK plug-in (coming soon)",
    ],
    cta: "Start free trial",
    popular: false,
    limits: {
      aiModels: "3",
      discoveries: "Unlimited",
      seats: "Unlimited",
      integrations: "Unlimited",
      support: "Priority",
      advancedAnalytics: true,
      customWorkflows: true,
      sdkPlugin: true,
    },
  },
];

export const PRICE_CURRENCY = "USD";

/** "$1,000": whole US dollars. */
export const formatPrice = (dollars: number): string => `${dollars < 0 ? "-" : ""}$${withThousandsSeparators(Math.abs(dollars))}`;

/** The badge on the plan most teams choose. */
export const popularPlanLabel = "Most Popular";

/** The label on every card: how much the struck-through price was cut. */
export const discountLabel = (plan: Plan): string => `${Math.round((1 - plan.price / plan.originalPrice) * 100)}% OFF`;

export const planById = (id: PlanId): Plan => {
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
export const planComparisonRows: { label: string; limit: keyof Plan["limits"] }[] = [
  { label: "AI models", limit: "aiModels" },
  { label: "Product discoveries", limit: "discoveries" },
  { label: "Seats", limit: "seats" },
  { label: "Integrations", limit: "integrations" },
  { label: "Support", limit: "support" },
  { label: "Advanced analytics", limit: "advancedAnalytics" },
  { label: "Custom workflows", limit: "customWorkflows" },
  { label: "SDK plug-in (coming soon)", limit: "sdkPlugin" },
];

/** How the cards' prices relate to the struck-through ones, said once for the cards, the FAQ and the offers. */
export const launchPricing = {
  /** Under every set of plan cards. */
  terms: `Launch pricing: ${site.promo.percentOff}% off for ${site.promo.months} months on any plan, already included in the prices shown. No code needed. Prices in US dollars, billed monthly.`,
  /** One plan's offer in the structured data. */
  offerDescription: (plan: Plan): string =>
    `Launch price, already ${site.promo.percentOff}% off the regular ${formatPrice(plan.originalPrice)} per month for the first ${site.promo.months} months.`,
};

export const pricingSummarySentence = (): string =>
  `${listWithAnd(plans.map((plan) => `${plan.name} is ${formatPrice(plan.price)} per month`))}. ` +
  `These launch prices already include ${site.promo.percentOff}% off the regular prices for your first ${site.promo.months} months; there is no code to enter. ` +
  `Every plan starts with a ${site.trial.days}-day free trial with no credit card.`;
