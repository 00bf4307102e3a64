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

/** The opening's picture: a PRD being drafted, each section citing one of the sources listed beside it. */
const prdDraftSchema = z
  .object({
    label: paragraph("Description", "What the picture shows, read by screen readers in its place."),
    status: copy("Status", 'The badge above the draft, e.g. "Drafting PRD".'),
    title: copy("PRD title"),
    sections: listOf(
      z.object({ heading: copy("Heading"), text: copy("Text") }),
      "Sections",
      "Three read best; the last one shows the cursor. Section n cites source n.",
    ),
    sourcesTitle: copy("Sources heading"),
    sources: listOf(z.object({ name: copy("Name"), detail: copy("Detail") }), "Sources", "Three read best."),
  })
  .meta({
    title: "Picture",
    description: "A made-up sample PRD beside the heading: figures here are examples, not the site's prices.",
  });

/** content/pages/features.json: everything /features says, the capabilities in the order the page shows them. */
export const featuresPageContentSchema = z
  .object({
    head: pageHeadSchema.meta({ title: "Search and sharing" }),
    hero: z
      .object({
        eyebrow: copy("Eyebrow"),
        heading: copy("Heading"),
        lead: paragraph("Lead"),
        cta: copy("Button"),
        visual: prdDraftSchema,
      })
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
