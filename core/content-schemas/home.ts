import { z } from "zod";
import { copy, icon, listOf, paragraph } from "./fields.ts";
import { pageHeadSchema } from "./page-head.ts";
import { checkedPageLink, pageLinkFields } from "./page-link.ts";

const intro = (title: string) =>
  z.object({ eyebrow: copy("Eyebrow"), title: copy("Heading"), lead: paragraph("Lead") }).meta({ title });

/** content/home.json: the home page's sections, in the order they appear. */
export const homeContentSchema = z.object({
  homeMeta: pageHeadSchema.meta({ title: "Search and sharing" }),
  hero: z
    .object({
      eyebrow: copy("Eyebrow"),
      headline: copy("Headline"),
      subline: paragraph("Subline"),
      primaryCta: copy("Main button"),
      secondaryCta: copy("Second button"),
      trialTerms: copy("Trial terms", "The line under the buttons."),
    })
    .meta({ title: "Hero" }),
  problem: intro("The problem").extend({
    stats: listOf(z.object({ value: copy("Figure"), label: copy("Label"), detail: copy("Detail") }), "Figures").check(
      z.length(3, "must hold exactly 3 figures: the section lays out three"),
    ),
  }),
  solution: intro("The solution").extend({
    features: listOf(
      z.object({
        icon: icon(),
        title: copy("Title"),
        topic: copy("Topic", 'Completes "Learn more about …" for screen readers.'),
        body: paragraph("Text"),
        link: checkedPageLink(z.object(pageLinkFields)).meta({ title: "Learn more link" }),
      }),
      "Features",
    ),
    learnMore: copy("Learn more link", "At the foot of each feature's card."),
    learnMoreAbout: copy("Learn more, for screen readers", "Read out after it; {topic} is the feature's topic."),
  }),
  pricingIntro: intro("Pricing"),
  faqIntro: intro("FAQ"),
  closingCta: z
    .object({
      title: copy("Heading"),
      body: paragraph("Text"),
      primaryCta: copy("Main button"),
      secondaryCta: copy("Second button"),
      trialTerms: copy("Trial terms", "The line under the buttons."),
    })
    .meta({ title: "Closing call to action" }),
});

export type HomeContent = z.infer<typeof homeContentSchema>;
