/** The future page's copy. */
import type { PageCopy } from "#content/page-copy.ts";
import { site } from "#content/site.ts";

export const futurePageCopy: PageCopy = {
  title: "Vision and roadmap",
  description: `Where ${site.name} is going: the product principles we hold to and what we are building now, next and later, from deeper integrations to the SDK plug-in.`,
  keywords: [`${site.name} roadmap`, "product vision", "AI product management future", "SDK plug-in"],
  heading: "Where we are taking the AI product manager",
  lead: "Our vision and roadmap, shared in the open so you can plan around it.",
};
