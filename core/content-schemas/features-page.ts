import { z } from "zod";
import { copy, icon, listOf, paragraph, slug } from "./fields.ts";
import { heroFields, pageNameField } from "./page-copy.ts";
import { pageHeadSchema } from "./page-head.ts";
import { sampleLinkSchema } from "./sample-link.ts";

/** How an example output is drawn: as the product shows that kind of output. */
export const exampleLayouts = ["document", "table", "list", "cards"] as const;

/**
 * A made-up sample of what the product writes, drawn as the product's own screen: a document's labelled sections, a
 * table of figures, a list of findings with their sources, or cards (user stories).
 */
export const exampleSchema = z
  .object({
    title: copy("Title"),
    layout: z.enum(exampleLayouts, { error: `must be one of ${exampleLayouts.join(", ")}` }).meta({
      title: "Layout",
      description:
        "document: labelled sections; table: rows of figures under the columns; list: findings, each with its source; cards: user stories.",
    }),
    columns: listOf(
      copy("Column"),
      "Columns",
      "Table only: the headings. The first names the rows; the others hold each row's figures, aligned right.",
    ).optional(),
    items: listOf(
      z.object({
        label: copy("Label", "A section's label, a row's name, a finding's subject or a story's sentence."),
        text: copy("Text", "The section's words, a row's description, what the finding says, a story's criteria.").optional(),
        detail: copy("Detail", "Where a finding comes from, or a story's ticket and estimate.").optional(),
        values: listOf(copy("Figure"), "Figures", "Table only: one per column after the first.").optional(),
        cites: z
          .array(z.number().int().min(1).meta({ title: "Source number" }))
          .min(1)
          .optional()
          .meta({
            title: "Sources cited",
            description: "A sample document only: the numbers, from 1, of its sources this rests on, shown after the text.",
          }),
      }),
      "Items",
    ),
    note: copy("Note", "A closing line under the example, e.g. its sources or the suggested next step.").optional(),
  })
  .meta({
    title: "Example output",
    description: "A made-up sample of what the product writes: figures here are examples, not the site's prices.",
  });

/** What the schema alone cannot say of an example: a table's columns, and one figure per column in each row. */
export function checkExample(example: z.infer<typeof exampleSchema>, path: (string | number)[], context: z.RefinementCtx) {
  const { layout, columns, items } = example;
  if (layout === "table" && (columns?.length ?? 0) < 2)
    context.addIssue({
      code: "custom",
      path: [...path, "columns"],
      message: "a table needs at least two columns: the rows' names and a figure",
    });
  items.forEach((item, itemIndex) => {
    const figures = item.values?.length ?? 0;
    const expected = layout === "table" ? (columns?.length ?? 1) - 1 : 0;
    if (figures !== expected)
      context.addIssue({
        code: "custom",
        path: [...path, "items", itemIndex, "values"],
        message:
          layout === "table"
            ? `must hold ${expected} figures, one per column after the first`
            : "figures belong to a table: set the layout to table or remove them",
      });
  });
}

const featureSchema = z.object({
  slug: slug("Anchor", "The section's address on /features, e.g. /features#market-research-and-sizing: other pages link to it."),
  name: copy("Name", "The section's heading, and its entry in the page's menu without a menu name."),
  menuName: copy(
    "Menu name",
    "The section's entry in the page's menu, short enough for all of them to fit in one row.",
  ).optional(),
  icon: icon(),
  summary: copy("Summary"),
  description: paragraph("Description"),
  bullets: listOf(copy("Point"), "Points"),
  example: exampleSchema,
  sample: sampleLinkSchema.optional(),
  audience: paragraph("Who it's for"),
});

/** A step of a product manager's work, e.g. research, and the capabilities that do it. */
const stageSchema = z.object({
  name: copy("Name", 'A short word above the heading, e.g. "Research".'),
  heading: copy("Heading", "What the step gives a product manager, in one sentence."),
  features: listOf(
    featureSchema,
    "Capabilities",
    "One is drawn beside its example; two or more as cards side by side, so an even number reads best.",
  ),
});

/** The opening's picture: a PRD being drafted, each section citing one of the sources listed beside it. */
export const prdDraftSchema = z
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
    name: pageNameField,
    head: pageHeadSchema.meta({ title: "Search and sharing" }),
    hero: z
      .object({
        ...heroFields,
        visual: prdDraftSchema,
      })
      .meta({ title: "Opening" }),
    capabilitiesLabel: copy("Menu name", "Read by screen readers for the menu of capabilities."),
    audienceLabel: copy("Audience label", "Before each capability's audience, e.g. \"Who it's for:\"."),
    exampleLabel: copy("Example label", 'Before each example\'s title, e.g. "Example output".'),
    stages: listOf(stageSchema, "Stages", "The steps of the work, in order, each with its capabilities."),
  })
  .superRefine(({ stages }, context) => {
    const slugs = new Set<string>();
    stages.forEach(({ features }, stage) => {
      features.forEach((feature, index) => {
        const path = ["stages", stage, "features", index];
        checkExample(feature.example, [...path, "example"], context);
        if (slugs.has(feature.slug))
          context.addIssue({
            code: "custom",
            path: [...path, "slug"],
            message: `"${feature.slug}" is used by another capability`,
          });
        slugs.add(feature.slug);
      });
    });
  });

export type FeaturesPageContent = z.infer<typeof featuresPageContentSchema>;
export type FeatureStage = FeaturesPageContent["stages"][number];
export type Feature = FeatureStage["features"][number];
