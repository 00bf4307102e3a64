/**
 * The blog's categories. A post names its category by `name` in its front matter's `section`; the build refuses any
 * other value. Each category with posts gets a page at /blog/category/<slug> and a feed beside it.
 */
import { site } from "./site.ts";

export type BlogCategory = {
  slug: string;
  /** As written in a post's `section` and shown on the page. */
  name: string;
  /** The category page's meta description (at most 160 characters). */
  description: string;
  /** The opening paragraph under the category page's heading. */
  lead: string;
  /** What a reader finds in the category, after its posts. */
  about: string;
};

export const blogCategories = [
  {
    slug: "product-discovery",
    name: "Product discovery",
    description:
      "Guides to running product discovery: framing the decision, customer interviews, research synthesis and opportunity statements backed by evidence.",
    lead: "How to find out what customers need before the team commits to building it: framing a discovery around a decision, running interviews that produce evidence, and turning notes into opportunities.",
    about: `Discovery is the work that decides whether a team builds the right thing, and it is usually the part that gets squeezed. These articles cover the whole loop as we run it at ${site.name} and with the teams we work with: choosing the decision a discovery has to inform, ranking the assumptions behind it, recruiting and interviewing customers, synthesising what they said into opportunity statements, and knowing when the evidence is strong enough to stop. Each one comes with the templates we use.`,
  },
  {
    slug: "prioritization",
    name: "Prioritization",
    description:
      "How to choose what to build next: prioritization frameworks compared, scoring that stays honest, transparent roadmaps and saying no to stakeholders.",
    lead: "How to choose what to build next and explain the choice: frameworks that fit the decision, scores that stay honest, and roadmaps that make trade-offs visible to everyone who asked for something.",
    about: `Every team has more good ideas than capacity, so the hard part of prioritization is not ranking: it is making the ranking trustworthy. These articles compare the common frameworks (RICE, ICE, opportunity scoring, weighted scoring) and when each fits, show how to keep estimates from turning into guesses dressed up as data, and cover the conversations that follow, from a roadmap review to telling a stakeholder that their request is not next and why.`,
  },
  {
    slug: "specs-and-delivery",
    name: "Specs and delivery",
    description:
      "Writing PRDs engineers read, user stories with acceptance criteria they can estimate, and prompts that let coding agents build from a spec.",
    lead: "How to hand a decision over to the people who build it: PRDs engineers actually read, user stories with acceptance criteria they can estimate, and prompts a coding agent can build from.",
    about: `A good decision can still turn into the wrong product if the spec leaves engineers guessing. These articles are about the documents between discovery and delivery: a PRD structure that puts the problem first and links its evidence, non-goals that stop scope creep, acceptance criteria written as checks rather than wishes, and how to break a spec into prompts for an AI coding assistant so the prototype it builds is the one the team agreed on.`,
  },
] as const satisfies readonly BlogCategory[];

export type BlogCategoryName = (typeof blogCategories)[number]["name"];

export const blogCategoryNames = blogCategories.map((category) => category.name) as [BlogCategoryName, ...BlogCategoryName[]];

export const blogCategoryNamed = (name: string): BlogCategory | undefined =>
  blogCategories.find((category) => category.name === name);
