/** How the product is described to search engines, from content/product-listing.json: the structured data's texts. */
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { ProductListingContent } from "#core/content-schemas/product-listing.ts";
import { contentFacts } from "./facts.ts";
import { launchPricing, type Plan } from "./plans.ts";
import productListingFile from "./product-listing.json" with { type: "json" };

const listing = fillPlaceholders(productListingFile as ProductListingContent, contentFacts);

export const productListing = {
  ...listing,
  // The price statement alone: the plan's own description is on the card beside it, and /pricing, which carries
  // both, must arrive in its first round trip with every description at its limit (PLAN_DESCRIPTION_MAX).
  planOfferDescription: (plan: Plan): string => launchPricing.offerDescription(plan),
};
