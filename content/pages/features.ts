/** The features page's copy. */
import type { PageCopy } from "#content/page-copy.ts";
import { site } from "#content/site.ts";

export const featuresPageCopy: PageCopy = {
  title: "Features: AI product discovery to backlog",
  description: `Market research and sizing, competitive intelligence, idea validation, PRDs, user stories, prioritization and coding prompts: everything ${site.name} does for you.`,
  keywords: [
    "AI product discovery",
    "market sizing",
    "competitive intelligence",
    "PRD generator",
    "RICE prioritization",
    "user stories",
  ],
  heading: "From a hunch to a prioritized backlog, with the evidence attached.",
  lead: `${site.name} does the research, writing and ranking that fill a product manager's week, and shows its sources at every step so you can check the work before your team builds on it.`,
};
