import type { z } from "zod";
import { copy } from "./fields.ts";
import { closingCall, namedPageCopySchema } from "./page-copy.ts";

/** content/pages/faqs.json: /faqs, around the questions of content/faq.json. */
export const faqsContentSchema = namedPageCopySchema.extend({
  topicsLabel: copy("Topics menu name", "Read by screen readers."),
  closing: closingCall(),
});

export type FaqsContent = z.infer<typeof faqsContentSchema>;
