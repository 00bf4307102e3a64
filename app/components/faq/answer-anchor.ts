import type { FaqItem } from "#content/faq.ts";

/**
 * The anchor of a question's answer on /faqs: a link to it opens the answer's entry (the browser opens a closed
 * <details> whose content is the target). Here, not in content/faq.ts, which the home page loads.
 */
export const faqAnswerAnchor = (item: Pick<FaqItem, "id">): string => `answer-${item.id}`;
