import { z } from "zod";
import { integrationLogoNames } from "../integration-logos.ts";
import { copy, listOf, paragraph, whole } from "./fields.ts";

const question = z.object({ question: copy("Question"), answer: paragraph("Answer") });

/** The opening's picture: one item in the tool (an issue, a task, an event) with what the product synced into it. */
const syncedItemSchema = z
  .object({
    label: paragraph("Description", "What the picture shows, read by screen readers in its place."),
    item: z
      .object({
        kind: copy("Kind", "Epic, Issue, Task, Interview…"),
        key: copy("Key", "The tool's id or time, e.g. FIN-212."),
        title: copy("Title"),
      })
      .meta({ title: "The item in the tool" }),
    listTitle: copy("List heading", "Stories, Subtasks, Agenda…"),
    entries: listOf(
      z.object({
        key: copy("Key"),
        title: copy("Title"),
        status: copy("Status", "As the tool names it."),
        state: z
          .enum(["done", "active", "todo"], { error: "must be done, active or todo" })
          .meta({ title: "Colour", description: "done: green; active: brand colour; todo: grey." }),
      }),
      "Entries",
      "Three read best.",
    ),
    syncNote: copy("Sync note", "The line under the item, beside the product's mark."),
  })
  .meta({ title: "Picture" });

/** content/integrations/<slug>.json: one integration's page. The file's name is the page's address. */
export const integrationContentSchema = z.object({
  name: copy("Name", "The tool's name, e.g. Jira."),
  logo: z
    .enum(integrationLogoNames, { error: `must be one of the logos: ${integrationLogoNames.join(", ")}` })
    .meta({ title: "Logo", description: "The tool's mark, by its name in the icon set (simple-icons)." }),
  position: whole(
    "Position",
    "Where it stands among the integrations on /integrations and in rows of logos: 1 first. Those without one follow, by file name.",
  ).optional(),
  category: copy("Category", "The page's eyebrow and the card's subtitle on /integrations."),
  summary: paragraph("Summary", "The card on /integrations."),
  intro: paragraph("Introduction", "Under the page's heading."),
  heroVisual: syncedItemSchema,
  flows: listOf(
    z.object({
      direction: z
        .enum(["to", "from", "both"], { error: "must be to, from or both" })
        .meta({ title: "Direction", description: "to: the product writes into the tool; from: it reads from it." }),
      what: copy("What"),
      detail: paragraph("Detail"),
    }),
    "What syncs",
  ),
  useCases: listOf(z.object({ title: copy("Title"), body: paragraph("Text") }), "Use cases"),
  steps: listOf(copy("Step"), "How to connect it", "In order."),
  permissions: listOf(z.object({ scope: copy("Permission"), why: paragraph("Why") }), "Permissions"),
  faq: listOf(question, "Questions", "None hides the section."),
  metaTitle: copy("Title", "The browser tab and search results. The site's name is added after it where it fits."),
  metaDescription: paragraph("Description", "One or two sentences for search results and share previews."),
});

const namesIntegration = (title: string, description?: string) =>
  copy(title, description)
    .refine((text) => text.includes("{integration.name}"), { message: `must name the integration as {integration.name}` })
    // A refined schema is a new one: the label goes on it again.
    .meta({ title, description });

/** content/pages/integration.json: the headings and labels every integration page shares. */
export const integrationPageContentSchema = z.object({
  title: namesIntegration("Heading", `{integration.name} is the tool's name.`),
  flowsTitle: copy("What syncs: heading"),
  direction: z
    .object({ to: copy("Into the tool"), from: copy("From the tool"), both: copy("Both ways") })
    .meta({ title: "Direction labels" }),
  useCasesTitle: copy("Use cases: heading"),
  stepsTitle: copy("How to connect: heading"),
  permissions: z
    .object({ title: copy("Heading"), scope: copy("Permission column"), why: copy("Why column") })
    .meta({ title: "Permissions table" }),
  faqTitle: copy("Questions: heading"),
  keywords: listOf(copy("Keyword"), "Keywords"),
});

export type IntegrationContent = z.infer<typeof integrationContentSchema>;
export type IntegrationPageContent = z.infer<typeof integrationPageContentSchema>;
