/** How the product is described to search engines: the structured data's software and product descriptions and offers. */
import { launchPricing, type Plan } from "./plans.ts";
import { site } from "./site.ts";

export const productListing = {
  softwareDescription: `${site.name} is the ${site.category}: product discovery, market research, competitive intelligence, PRDs, user stories, prioritization and coding prompts.`,
  productDescription: `${site.tagline}: plans for solo founders, startups and growing product organizations.`,
  trialOffer: {
    name: `${site.trial.days}-day free trial`,
    description: `A ${site.trial.days}-day free trial of the full product, no credit card required; then the Solo Founder, Startup or Growth plan.`,
  },
  planOfferDescription: (plan: Plan): string => `${plan.description} ${launchPricing.offerDescription(plan)}`,
};
