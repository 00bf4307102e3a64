import { z } from "zod";
import { copy, paragraph } from "./fields.ts";
import { pageHeadSchema } from "./page-head.ts";

/** A page's opening: the eyebrow, the heading and the lead under it. */
export const heroFields = {
  eyebrow: copy("Eyebrow", "The small line above the heading."),
  heading: copy("Heading"),
  lead: paragraph("Lead", "The paragraph under the heading."),
};

/** What every inner page's copy opens with: its head, then the hero's eyebrow, heading and lead. */
export const pageCopySchema = pageHeadSchema.extend(heroFields);

/** A heading with a paragraph: a card, a step, a principle. */
export const titledTextSchema = z.object({ title: copy("Title"), body: paragraph("Text") });
