import { z } from "zod";
import { copy, icon, listOf, paragraph, slug } from "./fields.ts";
import { pageHeadSchema } from "./page-head.ts";

const featureSchema = z.object({
  slug: slug("Anchor", "The section's address on /features, e.g. /features#market-research-and-sizing: other pages link to it."),
  name: copy("Name", "The section's heading and its entry in the page's menu."),
  icon: icon(),
  summary: copy("Summary"),
  description: paragraph("Description"),
  bullets: listOf(copy("Point"), "Points"),
  example: z
    .object({ title: copy("Title"), lines: listOf(copy("Line"), "Lines", "Shown in a monospaced font, spaces kept.") })
    .meta({
      title: "Example output",
      description: "A made-up sample of what the product writes: figures here are examples, not the site's prices.",
    }),
  audience: paragraph("Who it's for"),
});

/** content/pages/features.json: everything /features says, the capabilities in the order the page shows them. */
export const featuresPageContentSchema = z
  .object({
    head: pageHeadSchema.meta({ title: "Search and sharing" }),
    hero: z
      .object({ eyebrow: copy("Eyebrow"), heading: copy("Heading"), lead: paragraph("Lead"), cta: copy("Button") })
      .meta({ title: "Opening" }),
    capabilitiesLabel: copy("Menu name", "Read by screen readers for the menu of capabilities."),
    audienceLabel: copy("Audience label", "Before each capability's audience, e.g. \"Who it's for:\"."),
    exampleLabel: copy("Example label", 'Before each example\'s title, e.g. "Example output".'),
    features: listOf(featureSchema, "Capabilities", "In the order the page shows them."),
  })
  .superRefine(({ features }, context) => {
    features.forEach((feature, index) => {
      if (features.findIndex((other) => other.slug === feature.slug) !== index)
        context.addIssue({
          code: "custom",
          path: ["features", index, "slug"],
          message: `"${feature.slug}" is used by another capability`,
        });
    });
  });

export type FeaturesPageContent = z.infer<typeof featuresPageContentSchema>;
export type Feature = FeaturesPageContent["features"][number];
