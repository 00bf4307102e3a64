/** The blog page's copy. */
import type { PageCopy } from "#content/page-copy.ts";
import { site } from "#content/site.ts";

export const blogPageCopy: PageCopy & { about: { title: string; body: string } } = {
  title: "Blog: guides to faster product discovery",
  description:
    "Practical guides for product managers and founders: running discovery in days, writing PRDs engineers read, and choosing a prioritization framework that fits.",
  keywords: ["product discovery guide", "PRD template", "prioritization framework", "product management blog"],
  heading: "Notes on doing product discovery well",
  lead: "Practical, opinionated guides from people who have run discovery at startups and large product organizations. No fluff, and every article ends with something you can use on Monday.",
  about: {
    title: "What we write about",
    body: `We write about the parts of product work that decide whether a team builds the right thing: framing a discovery around a decision, running customer interviews that produce evidence rather than compliments, sizing a market honestly, writing specs engineers can estimate, and choosing what to build first. The authors are product managers and engineers on the ${site.name} team, and every article is reviewed by someone who has done the work at a company of a different size. New articles appear every few weeks; subscribe with the RSS feed to get them as they are published.`,
  },
};
