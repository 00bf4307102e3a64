import { z } from "zod";
import { copy, paragraph } from "./fields.ts";
import { namedPageCopySchema } from "./page-copy.ts";

/**
 * How many questions of its FAQ group /pricing shows: each is on the page twice (the answer and the FAQPage structured
 * data), and the page's first round trip has a few tens of bytes to spare (decisions 101, 105).
 */
export const PRICING_FAQ_MAX = 4;

/** content/pages/pricing.json: /pricing, around the plan cards and table of content/plans.json. */
export const pricingContentSchema = namedPageCopySchema.extend({
  plansLabel: copy("Plans section name", "Read by screen readers."),
  comparisonNote: paragraph("Comparison lead"),
  comparison: z
    .object({
      title: copy("Heading"),
      caption: copy("Caption", "Read by screen readers."),
      feature: copy("First column"),
      included: copy("Included", "Read by screen readers for a check."),
      notIncluded: copy("Not included", "Read by screen readers for a dash."),
    })
    .meta({ title: "Comparison table" }),
  billing: z
    .object({
      title: copy("Heading"),
      lead: paragraph("Lead"),
      faqGroup: copy(
        "FAQ group",
        `The questions of this group of the FAQ are shown here: at most ${PRICING_FAQ_MAX}, so /pricing arrives in its first round trip.`,
      ),
    })
    .meta({ title: "Billing questions" }),
});

export type PricingContent = z.infer<typeof pricingContentSchema>;
