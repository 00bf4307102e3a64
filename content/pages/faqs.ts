/** /faqs's copy, from content/pages/faqs.json; the questions are content/faq.json's. */

import { brandFacts } from "#content/site.ts";
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { FaqsContent } from "#core/content-schemas/faqs.ts";
import faqsFile from "./faqs.json" with { type: "json" };

export const faqsPageCopy = fillPlaceholders(faqsFile as FaqsContent, brandFacts);
