/** The faqs page's copy. */
import type { PageCopy } from "#content/page-copy.ts";
import { site } from "#content/site.ts";

export const faqsPageCopy: PageCopy = {
  title: "FAQs: product, pricing, integrations, data",
  description: `Answers to what product teams ask before they start: what ${site.name} does, how the trial and launch pricing work, which tools it connects to and how your data is handled.`,
  keywords: ["AI product manager FAQ", "product discovery questions", "pricing questions", "data privacy"],
  heading: "Frequently asked questions",
  lead: "The questions we hear most from product managers, founders and the people who approve their tools, grouped by topic. One answer opens at a time, so the page stays easy to scan.",
};
