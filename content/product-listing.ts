/** How the product is described to search engines, from content/product-listing.json: the structured data's texts. */
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { ProductListingContent } from "#core/content-schemas/product-listing.ts";
import { contentFacts } from "./facts.ts";
import { launchPricing, type Plan } from "./plans.ts";
import productListingFile from "./product-listing.json" with { type: "json" };

const listing = fillPlaceholders(productListingFile as ProductListingContent, contentFacts);

export const productListing = {
  ...listing,
  planOfferDescription: (plan: Plan): string => `${plan.description} ${launchPricing.offerDescription(plan)}`,
};
