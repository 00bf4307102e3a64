import { z } from "zod";
import { copy, listOf, paragraph } from "./fields.ts";
import { heroFields, pageNameField } from "./page-copy.ts";
import { pageHeadSchema } from "./page-head.ts";

/** content/pages/integrations.json: what /integrations says around the cards of the integrations. */
export const integrationsPageContentSchema = z.object({
  name: pageNameField,
  head: pageHeadSchema.meta({ title: "Search and sharing" }),
  hero: z.object(heroFields).meta({ title: "Opening" }),
  native: z
    .object({
      title: copy("Heading"),
      lead: paragraph("Lead"),
      cardLink: copy("Card link")
        .refine((text) => text.split("{integration.name}").length === 2, {
          message: `must name the integration once, as {integration.name}`,
        })
        .meta({ title: "Card link", description: `Each card's link; {integration.name} is the tool's name.` }),
    })
    .meta({ title: "Native integrations" }),
  toolCategories: z
    .object({
      title: copy("Heading"),
      examplesLabel: copy(
        "Tools sentence",
        "Opens the sentence that names each category's tools, which work through files and the API, not a native integration.",
      ),
      categories: listOf(
        z.object({
          name: copy("Name"),
          description: paragraph("Description"),
          examples: listOf(copy("Tool"), "Tools"),
        }),
        "Categories",
      ),
    })
    .meta({ title: "Other tools" }),
});

export type IntegrationsPageContent = z.infer<typeof integrationsPageContentSchema>;
