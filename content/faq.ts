/** The FAQ, from content/faq.json: the home page shows the questions marked for it, /faqs all of them by group. */
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { FaqContent, FaqItem } from "#core/content-schemas/faq.ts";
import { contentFacts } from "./facts.ts";
import faqFile from "./faq.json" with { type: "json" };

export type { FaqItem } from "#core/content-schemas/faq.ts";

const content = fillPlaceholders(faqFile as FaqContent, contentFacts);

export const faqGroups: string[] = content.groups;
export const faqItems: FaqItem[] = content.items;
export const homeFaqItems = (): FaqItem[] => faqItems.filter((item) => item.onHome);
export const homeStructuredDataFaq = (): FaqItem[] => faqItems.filter((item) => item.inHomeStructuredData);
