/** /future: the product vision, the principles behind it, and the roadmap in three horizons. */
import { site } from "./site.ts";

export type RoadmapHorizon = "Now" | "Next" | "Later";

export const future: {
  headline: string;
  intro: string[];
  principles: { title: string; body: string }[];
  roadmap: { horizon: RoadmapHorizon; items: { title: string; body: string }[] }[];
  closing: string;
} = {
  headline: "Every product decision backed by evidence, in days.",
  intro: [
    `We started ${site.name} because product discovery was the slowest, most manual part of building software, and the part where mistakes cost the most. Our vision is a world where every team, from a solo founder to a large product organization, can answer "should we build this?" with evidence in days rather than weeks.`,
    "Software is getting cheaper to write. AI coding assistants turn a good specification into working code in hours. That moves the bottleneck upstream: deciding what to build, for whom and why. The teams that win will be the ones that learn fastest, and learning is exactly what discovery is for.",
    `We do not think the answer is an AI that decides for you. Product judgment is a human skill, built from context no tool can see. The answer is an AI product manager that does the legwork: reading the market, tracking competitors, synthesizing interviews, drafting specs and keeping them in sync with delivery, so that people can spend their time on the judgment only they can make.`,
    "This page shares where we are going so that teams who rely on us can plan around it. Dates are deliberately absent: we commit to a direction and to shipping in small steps, and we update this page when our plans change.",
  ],
  principles: [
    {
      title: "Show the sources",
      body: "Every claim links to where it came from. If we cannot source something, we say so, and we never present a guess as a fact.",
    },
    {
      title: "Humans decide",
      body: "We automate research, writing and bookkeeping. Choices about what to build stay with the people accountable for them.",
    },
    {
      title: "Work where teams work",
      body: "Specs are only useful where engineers pick up work, so we go deep on the tools teams already use instead of asking them to move.",
    },
  ],
  roadmap: [
    {
      horizon: "Now",
      items: [
        {
          title: "Two-way sync for every backlog tool",
          body: "Status, splits and edits flow both ways between PRDs and Jira, ClickUp, GitHub and GitLab, so nobody copies updates by hand.",
        },
        {
          title: "Interview synthesis across discoveries",
          body: "Themes and quotes from every interview your team has run, searchable across products, so insights outlive the project that found them.",
        },
        {
          title: "Confidence scores on every conclusion",
          body: "Each finding shows how strong its evidence is, from a single forum post to a consistent pattern across many sources.",
        },
      ],
    },
    {
      horizon: "Next",
      items: [
        {
          title: "SDK plug-in, coming soon on Growth",
          body: `Embed ${site.name}'s research and PRD generation in your own internal tools and workflows. The SDK plug-in is listed on the Growth plan as coming soon, and it starts with a JavaScript SDK for Growth customers.`,
        },
        {
          title: "Native analytics connectors",
          body: "Read usage from Amplitude, Mixpanel and PostHog directly, so reach and impact estimates use real numbers without CSV exports.",
        },
        {
          title: "Outcome tracking",
          body: "After a feature ships, compare its measured impact with the estimate that justified it, and learn which kinds of evidence predict success.",
        },
      ],
    },
    {
      horizon: "Later",
      items: [
        {
          title: "Continuous discovery",
          body: "Always-on monitoring of your market, reviews and support tickets that proposes new opportunities when the evidence appears, not when someone remembers to look.",
        },
        {
          title: "Portfolio planning",
          body: "Capacity-aware roadmaps across teams that show the trade-offs of each option before quarterly planning starts.",
        },
        {
          title: "Customer research panels",
          body: "Recruit interview participants who match your target segment from inside the product, with consent and scheduling handled for you.",
        },
      ],
    },
  ],
  closing: `Have a view on what we should build next? Customers shape this roadmap more than anyone. Tell us through the Contact button below or your account manager, and we will tell you what we decided and why.`,
};
