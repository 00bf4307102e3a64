import { z } from "zod";
import { citedSource, copy, icon, listOf, paragraph } from "./fields.ts";
import { pageNameField } from "./page-copy.ts";
import { pageHeadSchema } from "./page-head.ts";
import { checkedPageLink, pageLinkFields } from "./page-link.ts";
import { sampleLinkSchema } from "./sample-link.ts";

const intro = (title: string) =>
  z.object({ eyebrow: copy("Eyebrow"), title: copy("Heading"), lead: paragraph("Lead") }).meta({ title });

/** content/home.json: the home page's sections, in the order they appear. */
export const homeContentSchema = z.object({
  name: pageNameField,
  homeMeta: pageHeadSchema.meta({ title: "Search and sharing" }),
  hero: z
    .object({
      headline: copy("Headline"),
      subline: paragraph("Subline"),
      trialTerms: listOf(copy("Term"), "Trial terms", "Under the buttons, each after a check mark."),
      integrationsLabel: copy("Integrations label", "Above the row of the integrations' logos, under the product picture."),
    })
    .meta({ title: "Hero" }),
  problem: intro("The problem").extend({
    stats: listOf(
      z.object({
        value: copy("Figure"),
        label: copy("Label"),
        detail: copy("Detail"),
        source: citedSource("When named, shown under the figure as a link, so a visitor can check it."),
      }),
      "Figures",
    ).check(z.length(3, "must hold exactly 3 figures: the section lays out three")),
    figuresNote: copy(
      "Figures note",
      "What the figures that name no source rest on: said once over them, or in each such card when another names one.",
    ),
  }),
  solution: intro("The solution").extend({
    features: listOf(
      z.object({
        icon: icon(),
        title: copy("Title"),
        topic: copy("Topic", 'Completes "Learn more about …" for screen readers.'),
        body: paragraph("Text"),
        link: checkedPageLink(z.object(pageLinkFields())).meta({ title: "Learn more link" }),
        sample: sampleLinkSchema.optional(),
        excerpt: copy(
          "Sample excerpt",
          "The title of a table in the linked sample document: the card shows that table in place of its icon. Pick one the picture under the hero does not show.",
        ).optional(),
      }),
      "Features",
    ),
    learnMore: copy("Learn more link", "At the foot of each feature's card."),
    learnMoreAbout: copy("Learn more, for screen readers", "Read out after it; {topic} is the feature's topic."),
  }),
  pricingIntro: intro("Pricing"),
  faqIntro: intro("FAQ").extend({
    allQuestions: copy("All questions link", "Under the heading, to /faqs."),
    stillAsking: copy("Still asking", "Over the Talk to Sales button under the heading, for a question the list left open."),
  }),
  dashboard: z
    .object({
      label: paragraph("Description", "What screen readers hear for the whole picture."),
      address: copy("Address bar"),
      navigation: listOf(
        copy("Item"),
        "Side menu",
        "Overview, market, competitors, PRDs, prioritization: the walk opens the fourth, then the fifth.",
      ).check(z.length(5, "must hold exactly 5 items: the menu lays out five")),
      sourcesTitle: copy("Sources heading", "Over the sources, in the side menu."),
      sources: listOf(z.object({ name: copy("Source"), detail: copy("Count") }), "Sources").check(
        z.length(3, "must hold exactly 3 sources"),
      ),
      status: copy("Status", "At the picture's top while the walk plays."),
      statusDone: copy("Status at the end", "At the picture's top once the walk has played, and under reduced motion."),
      progress: copy("Progress"),
      sizing: listOf(z.object({ label: copy("Label"), value: copy("Figure"), note: copy("Note") }), "Market sizing").check(
        z.length(3, "must hold exactly 3 figures: TAM, SAM and SOM"),
      ),
      chartTitle: copy("Chart heading"),
      chartBadge: copy("Chart badge"),
      chartStart: copy("Chart's first period", 'Under the first bar, e.g. "Q1 2025".'),
      chartEnd: copy("Chart's last period", 'Under the last bar, e.g. "Q4 2026".'),
      prdTitle: copy("PRD heading"),
      prdQueued: copy("PRD waiting", "In the PRD's place until the walk reaches it."),
      problemLabel: copy("Problem label"),
      problem: paragraph("Problem"),
      competitorsTitle: copy("Competitors heading"),
      competitors: listOf(z.object({ name: copy("Competitor"), change: copy("Change") }), "Competitor changes").check(
        z.length(3, "must hold exactly 3 changes"),
      ),
      backlogTitle: copy("Backlog heading"),
      backlogBadge: copy("Backlog badge", 'Beside the backlog\'s heading, lit as the stories reach the tracker, e.g. "In Jira".'),
      backlog: listOf(
        z.object({ id: copy("Issue"), title: copy("Title"), score: z.number().int().min(0).max(100).meta({ title: "Score" }) }),
        "Backlog",
      ).check(z.length(3, "must hold exactly 3 items")),
      walk: z
        .object({
          pause: copy("Pause control", 'What screen readers call the pause switch, e.g. "Pause the walk-through".'),
          pauseLabel: copy("Pause label", "Shown on the switch while the walk plays."),
          playLabel: copy("Play label", "Shown on the switch while the walk is paused."),
          steps: listOf(
            z.object({ label: copy("Step"), detail: copy("Detail") }),
            "Steps",
            "In order; the picture lays out four.",
          ).check(z.length(4, "must hold exactly 4 steps: question, research, PRD, stories")),
        })
        .meta({ title: "Walk through one discovery", description: "The steps the picture plays once, in order." }),
    })
    .meta({
      title: "Hero picture",
      description: "The made-up product screen under the hero: sample figures, not claims.",
    }),
  closingCta: z
    .object({
      title: copy("Heading"),
      body: paragraph("Text"),
      trialTerms: listOf(copy("Term"), "Trial terms", "Under the buttons, each after a check mark."),
    })
    .meta({ title: "Closing call to action" }),
});

export type HomeContent = z.infer<typeof homeContentSchema>;
