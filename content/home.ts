/** Copy of the home page's sections, in the order they appear. */
import { pagePath } from "#core/page-paths.ts";
import { site } from "./site.ts";

export const homeMeta = {
  /** Names the site itself, and is too long for the " | Northstar" the other pages' titles end with. */
  title: `${site.name}: the AI product manager for discovery and PRDs`,
  description: `${site.name} runs product discovery for you: market research and sizing, competitor maps, validated ideas, PRDs and user stories pushed to Jira, GitHub or ClickUp.`,
  keywords: [
    "AI product manager",
    "product discovery",
    "market research",
    "competitive intelligence",
    "PRD generator",
    "user stories",
    "feature prioritization",
  ],
};

export const hero = {
  eyebrow: `Trusted by ${site.claims.teams} product teams`,
  headline: "Product discovery in days, not weeks.",
  subline: `${site.name} is the AI product manager that researches your market, sizes it, maps competitors, validates ideas and writes PRDs and user stories your engineers can build from, then pushes them to your backlog.`,
  primaryCta: `Start Free ${site.trial.days}-Day Trial`,
  secondaryCta: "Book a Demo",
  trialTerms: `${site.trial.days}-day free trial · No credit card required · Cancel anytime`,
};

export const problem = {
  eyebrow: "The problem",
  title: "Discovery is where good roadmaps go to wait.",
  lead: "Before a single story reaches engineering, someone has to read the market, talk to customers, track competitors and write it all down. Most teams do that by hand.",
  stats: [
    {
      value: "3-4 weeks",
      label: "for a typical discovery cycle",
      detail: "from first question to a spec engineering can estimate",
    },
    { value: "5+ tools", label: "stitched together by hand", detail: "docs, spreadsheets, survey tools, trackers and chat" },
    { value: "40%", label: "of opportunities missed", detail: "because research arrives after the decision is made" },
  ],
};

export const solution = {
  eyebrow: "The solution",
  title: "One AI product manager that does the legwork.",
  lead: `${site.name} turns a question into evidence, a spec and a prioritized backlog, and shows its sources at every step.`,
  features: [
    {
      icon: "LineChart",
      title: "Market research",
      /** Completes "Learn more about …" for screen readers. */
      topic: "market research",
      body: "Market size, segments and demand signals gathered from public sources and your own notes, with TAM, SAM and SOM worked out and every figure linked to where it came from.",
      href: `${pagePath("features")}#market-research-and-sizing`,
    },
    {
      icon: "FileText",
      title: "Instant PRD generation",
      topic: "instant PRD generation",
      body: "A complete PRD in minutes: problem, evidence, goals, metrics and user stories with acceptance criteria, in your team's template and ready to push to Jira, ClickUp, GitHub or GitLab.",
      href: `${pagePath("features")}#prd-and-user-story-generation`,
    },
    {
      icon: "Radar",
      title: "Competitive intelligence",
      topic: "competitive intelligence",
      body: "A living map of competitors' features, pricing and positioning, with changes flagged as they happen so your roadmap answers the market rather than last quarter's slide.",
      href: `${pagePath("features")}#competitive-intelligence`,
    },
  ],
};

export const pricingIntro = {
  eyebrow: "Pricing",
  title: "Plans that pay for themselves in a week.",
  lead: `Every plan starts with a ${site.trial.days}-day free trial, no credit card. Launch prices already include ${site.promo.percentOff}% off for your first ${site.promo.months} months.`,
};

export const faqIntro = {
  eyebrow: "FAQ",
  title: "Questions product teams ask us",
  lead: "Straight answers about the product, pricing, integrations and your data.",
};

export const closingCta = {
  title: "Give your next feature a head start.",
  body: `Start a discovery today and have a researched, sourced PRD in your backlog before your next planning meeting. ${site.claims.teams} teams already do.`,
  primaryCta: "Start Free Trial",
  secondaryCta: "Talk to Sales",
};
