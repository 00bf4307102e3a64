import { z } from "zod";
import { copy, listOf, paragraph } from "./fields.ts";
import { pageNameField, titledTextSchema } from "./page-copy.ts";
import { pageHeadSchema } from "./page-head.ts";

/** The roadmap's columns, in order; each has its own colour on the page. */
export const roadmapHorizons = ["Now", "Next", "Later"] as const;

/** content/pages/future.json: /future, the product vision, its principles and the roadmap in three horizons. */
export const futureContentSchema = pageHeadSchema.extend({
  name: pageNameField,
  eyebrow: copy("Eyebrow"),
  headline: copy("Heading"),
  intro: listOf(paragraph("Paragraph"), "Vision", "The first paragraph is the lead under the heading.").check(
    z.minLength(2, "must hold the lead and at least one more paragraph"),
  ),
  visionTitle: copy("Vision heading"),
  principles: listOf(titledTextSchema, "Principles"),
  roadmapEyebrow: copy("Roadmap eyebrow"),
  roadmapTitle: copy("Roadmap heading"),
  roadmap: listOf(
    z.object({
      horizon: z.enum(roadmapHorizons, { error: `must be one of ${roadmapHorizons.join(", ")}` }).meta({ title: "Horizon" }),
      items: listOf(titledTextSchema, "Items"),
    }),
    "Roadmap",
  ),
  closing: paragraph("Closing", "Under the roadmap, before the link to the contact form."),
  closingLink: copy("Closing link", "The link to the contact form under the closing."),
});

export type FutureContent = z.infer<typeof futureContentSchema>;
