import { z } from "zod";
import { copy, paragraph } from "./fields.ts";
import { namedPageCopySchema } from "./page-copy.ts";

/** content/pages/faqs.json: /faqs, around the questions of content/faq.json. */
export const faqsContentSchema = namedPageCopySchema.extend({
  topicsLabel: copy("Topics menu name", "Read by screen readers."),
  closing: z.object({ title: copy("Heading"), body: paragraph("Text") }).meta({ title: "Closing call to action" }),
});

export type FaqsContent = z.infer<typeof faqsContentSchema>;
