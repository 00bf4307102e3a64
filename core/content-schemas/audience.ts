import { z } from "zod";
import { copy, listOf, paragraph, slug } from "./fields.ts";

const titled = (title: string) => listOf(z.object({ title: copy("Title"), body: paragraph("Text") }), title);

/** content/audiences/<slug>.json: one audience's page. The file's name is the page's address. */
export const audienceContentSchema = z.object({
  title: copy("Name", 'The eyebrow and breadcrumb, e.g. "For product managers".'),
  readers: copy(
    "Readers",
    `The readers inside a sentence, e.g. "product managers"; shared headings name them as {audience.readers}.`,
  ),
  headline: copy("Headline"),
  subhead: paragraph("Subhead"),
  pains: titled("Pains"),
  workflows: titled("Workflows"),
  outcomes: listOf(copy("Outcome"), "Outcomes"),
  planId: slug("Plan", "The id of the plan that fits, from content/plans.json: solo-founder, startup or growth."),
  planReason: paragraph("Why this plan"),
  quote: z
    .object({ text: paragraph("Quote"), name: copy("Name"), role: copy("Role") })
    .optional()
    .meta({
      title: "Customer quote",
      description: "Only a real customer's words, with their consent: leave it out until there is one.",
    }),
  metaTitle: copy("Title", "The browser tab and search results. The site's name is added after it where it fits."),
  metaDescription: paragraph(
    "Description",
    "One or two sentences for search results and share previews. Name a price as {plans.<id>.price}.",
  ),
});

/** content/pages/audience.json: the headings and buttons every audience page shares. */
export const audiencePageContentSchema = z.object({
  trialCta: copy("Opening button"),
  pains: z.object({ eyebrow: copy("Eyebrow"), title: copy("Heading") }).meta({ title: "Pains" }),
  workflows: z.object({ eyebrow: copy("Eyebrow"), title: copy("Heading") }).meta({ title: "Workflows" }),
  outcomes: z.object({ eyebrow: copy("Eyebrow"), title: copy("Heading") }).meta({ title: "Outcomes" }),
  plan: z.object({ eyebrow: copy("Eyebrow"), cta: copy("Button") }).meta({ title: "The plan that fits" }),
  keywords: listOf(copy("Keyword"), "Keywords"),
});

export type AudienceContent = z.infer<typeof audienceContentSchema>;
export type AudiencePageContent = z.infer<typeof audiencePageContentSchema>;
