/** /faqs's copy, from content/pages/faqs.json; the questions are content/faq.json's. */

import { site } from "#content/site.ts";
import { siteFacts } from "#core/content-facts.ts";
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { FaqsContent } from "#core/content-schemas/faqs.ts";
import faqsFile from "./faqs.json" with { type: "json" };

export const faqsPageCopy = fillPlaceholders(faqsFile as FaqsContent, siteFacts(site));
