import { z } from "zod";
import { PRICING_FAQ_MAX } from "../pricing-faq.ts";
import { copy, paragraph } from "./fields.ts";
import { closingCall, namedPageCopySchema } from "./page-copy.ts";

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
      comingSoon: copy("Coming soon", "In place of a check, for what a plan will have once it is available."),
    })
    .meta({ title: "Comparison table" }),
  billing: z
    .object({
      title: copy("Heading"),
      lead: paragraph("Lead"),
      faqGroup: copy(
        "FAQ group",
        `The first ${PRICING_FAQ_MAX} questions of this group of the FAQ are shown here, so /pricing arrives in its first round trip; /faqs shows them all.`,
      ),
    })
    .meta({ title: "Billing questions" }),
  closing: closingCall("For buyers larger than the plans: the Talk to Sales button leads."),
});

export type PricingContent = z.infer<typeof pricingContentSchema>;
