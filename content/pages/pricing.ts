/** /pricing's copy, from content/pages/pricing.json; the plans themselves are content/plans.json's. */

import { contentFacts } from "#content/facts.ts";
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { PricingContent } from "#core/content-schemas/pricing.ts";
import pricingFile from "./pricing.json" with { type: "json" };

export type PricingPageCopy = PricingContent;

export const pricingPageCopy = fillPlaceholders(pricingFile as PricingContent, contentFacts);
