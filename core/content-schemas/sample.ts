import { z } from "zod";
import { checkExample, exampleSchema } from "./features-page.ts";
import { copy, listOf, paragraph } from "./fields.ts";

/**
 * content/samples/<slug>.json: one complete document the product wrote for a fictional team, read on its own page.
 * Its sections are drawn as /features draws its example outputs. The file's name is the page's address.
 */
export const sampleContentSchema = z
  .object({
    kind: copy("Kind", "The page's eyebrow: PRD, Market-sizing brief, Competitor digest…"),
    title: copy("Title", "The document's title, the page's heading."),
    summary: paragraph("Summary", "Under the heading: what the document concludes."),
    team: paragraph("The fictional team", "Who it was written for. Invent no real customer."),
    properties: listOf(z.object({ label: copy("Label"), value: copy("Value") }), "Properties", "Owner, status, date…"),
    sections: listOf(exampleSchema, "Sections", "In order; each one's title is its heading."),
    sources: listOf(z.object({ name: copy("Source"), detail: copy("Detail") }), "Sources"),
    metaTitle: copy("Title", "The browser tab and search results. The site's name is added after it where it fits."),
    metaDescription: paragraph("Description", "One or two sentences for search results and share previews."),
  })
  .superRefine(({ sections, sources }, context) => {
    sections.forEach((section, index) => {
      checkExample(section, ["sections", index], context);
      section.items.forEach((item, itemIndex) => {
        for (const cited of item.cites ?? [])
          if (cited > sources.length)
            context.addIssue({
              code: "custom",
              path: ["sections", index, "items", itemIndex, "cites"],
              message: `cites source ${cited}, but the document lists ${sources.length}`,
            });
      });
    });
  });

/** content/pages/sample.json: what every sample document's page says around the document. */
export const samplePageContentSchema = z.object({
  disclaimer: copy("Disclaimer", 'Above the document, e.g. "Sample output for a fictional team".'),
  teamLabel: copy("Team label", 'Before the team\'s description, e.g. "Written for".'),
  sourcesTitle: copy("Sources: heading"),
  citeLabel: copy("Citation: label", 'Read before a cited source\'s number by screen readers, e.g. "Source".'),
  contentsTitle: copy(
    "Contents: heading",
    'Above the list of the document\'s sections beside it on wide screens, e.g. "In this document".',
  ),
  keywords: listOf(copy("Keyword"), "Keywords"),
});

export type SampleContent = z.infer<typeof sampleContentSchema>;
export type SamplePageContent = z.infer<typeof samplePageContentSchema>;
