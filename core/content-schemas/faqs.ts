import { z } from "zod";
import { copy, paragraph } from "./fields.ts";
import { pageCopySchema } from "./page-copy.ts";

/** content/pages/faqs.json: /faqs, around the questions of content/faq.json. */
export const faqsContentSchema = pageCopySchema.extend({
  topicsLabel: copy("Topics menu name", "Read by screen readers."),
  mostAsked: copy(
    "Most asked heading",
    "Above the questions shown beside the page's heading: those marked \"In the home page's structured data\" under FAQ.",
  ),
  closing: z.object({ title: copy("Heading"), body: paragraph("Text") }).meta({ title: "Closing call to action" }),
});

export type FaqsContent = z.infer<typeof faqsContentSchema>;
