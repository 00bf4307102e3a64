import { z } from "zod";
import { prdDraftSchema } from "./features-page.ts";
import { copy, listOf, paragraph, slug, whole } from "./fields.ts";
import { sampleLinkSchema } from "./sample-link.ts";

const titled = (title: string) => listOf(z.object({ title: copy("Title"), body: paragraph("Text") }), title);

/** The opening's picture: a market sized as its readers would meet it, three nested figures from widest to narrowest. */
const marketSizingSchema = z
  .object({
    label: paragraph("Description", "What the picture shows, read by screen readers in its place."),
    market: copy("Market", "The made-up market being sized."),
    figures: listOf(
      z.object({
        name: copy("Name", 'e.g. "TAM".'),
        value: copy("Figure", 'A sample figure, e.g. "$4.2B".'),
        detail: copy("Detail", "What the figure counts, in a few words."),
      }),
      "Figures",
      "Three: the whole market, the part you can serve, the part you can win.",
    ).length(3, "must be three figures: the whole market, the part you can serve, the part you can win"),
  })
  .meta({
    title: "Picture",
    description: "A made-up market sizing beside the heading: figures here are examples, not the site's prices.",
  });

/** What an audience page's opening shows: the product at the work that page promises. */
export const audiencePictures = [
  "market-sizing",
  "prd-draft",
  "stories-to-jira",
  "story-spec",
  "interview-synthesis",
  "portfolio",
] as const;

/** The opening's picture for readers who run interviews: the themes a round of them turned into, and the opportunity. */
const interviewSynthesisSchema = z
  .object({
    label: paragraph("Description", "What the picture shows, read by screen readers in its place."),
    status: copy("Status", 'The badge at the top, e.g. "20 interviews synthesized".'),
    title: copy("Title", "What the interviews were about."),
    themesTitle: copy("Themes heading"),
    themes: listOf(
      z.object({
        name: copy("Theme"),
        count: copy("Count", 'e.g. "14 of 20".'),
        share: whole("Share", "Per cent of the interviews that named it: the bar's length.").max(100, "must be at most 100"),
      }),
      "Themes",
      "From the most named down; four read best.",
    ),
    opportunityTitle: copy("Opportunity heading"),
    opportunity: copy("Opportunity", "The opportunity statement the themes add up to."),
  })
  .meta({ title: "Interview picture", description: "Made-up interviews: figures here are examples." });

/** The opening's picture for readers who build: one story as they receive it, with the criteria they estimate from. */
const storySpecSchema = z
  .object({
    label: paragraph("Description", "What the picture shows, read by screen readers in its place."),
    key: copy("Key", 'The story’s key in the tracker, e.g. "PAY-90".'),
    estimate: copy("Estimate", 'e.g. "5 points".'),
    title: copy("Story", "As a …, I want …, so that …"),
    criteriaTitle: copy("Criteria heading"),
    criteria: listOf(copy("Criterion"), "Acceptance criteria", "Given … when … then …; three read best."),
    links: listOf(copy("Link"), "Linked", "What the story carries with it, e.g. its PRD section and a prototype prompt."),
  })
  .meta({ title: "Story picture", description: "A made-up story: figures here are examples, not the site's prices." });

/** The opening's picture for readers who lead teams: every discovery under way, how far along, on what evidence. */
const portfolioSchema = z
  .object({
    label: paragraph("Description", "What the picture shows, read by screen readers in its place."),
    status: copy("Status", 'The badge at the top, e.g. "9 discoveries across 4 teams".'),
    title: copy("Title", "What the list is, e.g. a quarter's portfolio."),
    evidenceTitle: copy("Evidence heading", "Above the evidence meters."),
    impactTitle: copy("Impact heading", "Above the expected impacts."),
    discoveries: listOf(
      z.object({
        name: copy("Discovery"),
        team: copy("Team"),
        stage: copy("Stage", 'e.g. "Research", "PRD review", "In Jira".'),
        evidence: whole("Evidence", "How strong the evidence is, from 1 to 5: the meter's filled steps.")
          .min(1, "must be at least 1")
          .max(5, "must be at most 5"),
        sources: copy("Sources", 'e.g. "23 sources".'),
        impact: copy("Expected impact", 'e.g. "+4% retention".'),
      }),
      "Discoveries",
      "The strongest first; four read best.",
    ),
  })
  .meta({ title: "Portfolio picture", description: "Made-up discoveries: figures here are examples." });

/** The field of the file a picture draws, for the pictures that have no other source. */
const pictureData = { "story-spec": "story", "interview-synthesis": "interviews", portfolio: "portfolio" } as const;

/** content/audiences/<slug>.json: one audience's page. The file's name is the page's address. */
export const audienceContentSchema = z
  .object({
    title: copy("Name", 'The eyebrow and breadcrumb, e.g. "For product managers".'),
    readers: copy(
      "Readers",
      `The readers inside a sentence, e.g. "product managers"; shared headings name them as {audience.readers}.`,
    ),
    headline: copy("Headline"),
    subhead: paragraph("Subhead"),
    picture: z
      .enum(audiencePictures, { error: `must be one of ${audiencePictures.join(", ")}` })
      .default("market-sizing")
      .meta({
        title: "Opening picture",
        description:
          "The product at the work this page promises: market-sizing (the market below), prd-draft (the PRD draft below), stories-to-jira (stories sent to Jira, as on the Jira page), story-spec (the story below), interview-synthesis (the interviews below) or portfolio (the portfolio below).",
      }),
    sizing: marketSizingSchema,
    draft: prdDraftSchema.optional().meta({
      title: "PRD draft picture",
      description: "This page's own PRD when its picture is prd-draft; without it, the one on Features.",
    }),
    story: storySpecSchema.optional(),
    interviews: interviewSynthesisSchema.optional(),
    portfolio: portfolioSchema.optional(),
    pains: titled("Pains"),
    workflows: titled("Workflows"),
    sample: sampleLinkSchema
      .extend({
        excerpt: copy(
          "Table",
          "The title of a table in that sample document, shown beside the workflows. Pick one the opening picture does not show.",
        ),
      })
      .optional()
      .meta({ title: "Sample beside the workflows", description: "None leaves the workflows the whole width." }),
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
  })
  .superRefine((audience, context) => {
    const field = pictureData[audience.picture as keyof typeof pictureData];
    if (field && !audience[field])
      context.addIssue({ code: "custom", path: [field], message: `is needed when the opening picture is ${audience.picture}` });
  });

/** content/pages/audience.json: the headings and buttons every audience page shares. */
export const audiencePageContentSchema = z.object({
  sizing: z
    .object({ eyebrow: copy("Eyebrow"), status: copy("Status", "The badge beside the market's name.") })
    .meta({ title: "Market sizing picture" }),
  pains: z.object({ eyebrow: copy("Eyebrow"), title: copy("Heading") }).meta({ title: "Pains" }),
  workflows: z.object({ eyebrow: copy("Eyebrow"), title: copy("Heading") }).meta({ title: "Workflows" }),
  outcomes: z.object({ eyebrow: copy("Eyebrow"), title: copy("Heading") }).meta({ title: "Outcomes" }),
  plan: z.object({ eyebrow: copy("Eyebrow"), cta: copy("Button") }).meta({ title: "The plan that fits" }),
  keywords: listOf(copy("Keyword"), "Keywords"),
});

export type AudienceContent = z.infer<typeof audienceContentSchema>;
/** An audience's page; its slug is its file's name, its planId a plan of content/plans.json (checked at build). */
export type Audience = AudienceContent & { slug: string };
export type AudiencePageContent = z.infer<typeof audiencePageContentSchema>;
