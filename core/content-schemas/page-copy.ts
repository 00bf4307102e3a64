import { z } from "zod";
import { copy, listOf, paragraph } from "./fields.ts";
import { pageHeadSchema } from "./page-head.ts";

/** What every inner page's copy opens with: its head, then the hero's eyebrow, heading and lead. */
export const pageCopySchema = pageHeadSchema.extend({
  eyebrow: copy("Eyebrow", "The small line above the heading."),
  heading: copy("Heading"),
  lead: paragraph("Lead", "The paragraph under the heading."),
});

/** A heading with a paragraph: a card, a step, a principle. */
export const titledTextSchema = z.object({ title: copy("Title"), body: paragraph("Text") });

/** A contact page's picture beside its heading: what happens after the form is sent, as a short timeline. */
export const replyTimelineSchema = z
  .object({
    label: paragraph("Description", "What the picture shows, read by screen readers in its place."),
    sent: copy("Sent", 'The line at the top, e.g. "Sent to our sales team".'),
    steps: listOf(
      z.object({
        when: copy("When", 'e.g. "Within one business day".').optional(),
        title: copy("Step"),
      }),
      "Steps",
      "Three read best, each a few words.",
    ),
  })
  .meta({ title: "Picture", description: "Beside the heading: what happens after the form is sent." });
