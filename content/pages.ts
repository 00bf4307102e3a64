/** Head and opening copy of the pages that are layouts over other content (features, pricing, blog…). */
import { formatPrice, priceRange } from "./plans.ts";
import { site } from "./site.ts";

export type PageCopy = {
  title: string;
  description: string;
  keywords: string[];
  heading: string;
  lead: string;
};

const features: PageCopy = {
  title: `Features: AI product discovery to backlog | ${site.name}`,
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

const integrations: PageCopy = {
  title: `Integrations: Jira, ClickUp, GitHub, GitLab | ${site.name}`,
  description: `Push user stories to Jira, ClickUp, GitHub or GitLab, schedule interviews in Google Calendar, and bring engineering and analytics data into ${site.name}.`,
  keywords: [
    "Jira integration",
    "ClickUp integration",
    "GitHub issues",
    "GitLab issues",
    "Google Calendar",
    "product management tools",
  ],
  heading: "Works with the tools your team already lives in.",
  lead: `Specs are only useful where engineers pick up work. ${site.name} writes stories straight into your tracker, keeps their status in sync with the PRD, and books the customer conversations discovery depends on.`,
};

export type PricingPageCopy = PageCopy & {
  comparisonNote: string;
  comparison: { title: string; caption: string; feature: string; included: string; notIncluded: string };
  billing: { title: string; lead: string };
};

const pricing: PricingPageCopy = {
  title: `Pricing: plans from ${formatPrice(priceRange().lowPrice)} a month | ${site.name}`,
  description: `Solo Founder, Startup and Growth plans, each with a ${site.trial.days}-day free trial and no credit card. Launch prices include ${site.promo.percentOff}% off for ${site.promo.months} months.`,
  keywords: ["AI product manager pricing", "product discovery software cost", "PRD tool pricing", "free trial"],
  heading: "Simple monthly plans. Start free, no credit card.",
  lead: `Pick the plan that matches how much discovery you run. Every plan starts with a ${site.trial.days}-day trial of the whole product, and you can change or cancel at any time.`,
  comparisonNote:
    "Every plan includes market research, competitive intelligence, PRDs, user stories, prioritization and coding prompts. Plans differ in volume, seats, models and support.",
  comparison: {
    title: "Compare plans",
    caption: "Plan comparison",
    feature: "Feature",
    included: "Included",
    notIncluded: "Not included",
  },
  billing: { title: "Billing questions", lead: "Everything about the trial, launch pricing and changing plans." },
};

const faqs: PageCopy = {
  title: `FAQs: product, pricing, integrations, data | ${site.name}`,
  description: `Answers to what product teams ask before they start: what ${site.name} does, how the trial and launch pricing work, which tools it connects to and how your data is handled.`,
  keywords: ["AI product manager FAQ", "product discovery questions", "pricing questions", "data privacy"],
  heading: "Frequently asked questions",
  lead: "The questions we hear most from product managers, founders and the people who approve their tools, grouped by topic. One answer opens at a time, so the page stays easy to scan.",
};

const contactSales: PageCopy & {
  afterSend: { title: string; body: string }[];
  reasons: string[];
  prefer: string;
  labels: {
    reasons: string;
    afterSend: string;
    trialLink: string;
    preferEmail: string;
    answerTime: string;
    formTitle: string;
    requiredNote: string;
  };
} = {
  title: `Contact sales: talk to a product specialist | ${site.name}`,
  description: `Tell us about your team and goals. A product specialist replies within one business day to plan a tailored demo and a trial set up for your workflow.`,
  keywords: ["contact sales", "AI product manager demo", "enterprise product discovery", "product team tooling"],
  heading: "Talk to someone who has run discovery themselves.",
  prefer: `Prefer to explore on your own first? Every plan starts with a ${site.trial.days}-day free trial with no credit card, and you can talk to us at any point during it. Your trial workspace and everything you create in it carry over when you choose a plan.`,
  lead: "Our sales team are former product managers. Tell us how your team works today and we will show you, on your own market, what changes when the research and writing are done for you.",
  reasons: [
    "You run discovery for several teams or products and want one standard for evidence and specs.",
    "You need single sign-on, a security review, custom data retention or an enterprise agreement.",
    `You want to see ${site.name} on your own market before you commit your team's time to a trial.`,
    "You are moving from another tool and want help bringing your templates and backlog across.",
  ],
  afterSend: [
    {
      title: "A reply within one business day",
      body: "A product specialist, not a bot, reads what you wrote and answers with questions about your workflow and a few times to talk.",
    },
    {
      title: "A 30-minute discovery call",
      body: "We look at how your team researches, writes specs and prioritizes today, and where the hours go. No slides unless you ask for them.",
    },
    {
      title: "A tailored demo and trial",
      body: "We run a real discovery on a question you care about, then set up your trial workspace with your tracker connected and your PRD template loaded.",
    },
  ],
  labels: {
    reasons: "Why teams talk to us",
    afterSend: "What happens after you send it",
    trialLink: "Start a free trial",
    preferEmail: "Prefer e-mail?",
    answerTime: "We answer within one business day.",
    formTitle: "Tell us about your team",
    requiredNote: "Fields marked * are required.",
  },
};

const contact: PageCopy & {
  topics: { title: string; body: string }[];
  labels: { topics: string; otherWays: string; formTitle: string; requiredNote: string };
  otherWays: { label: string; body: string; email: string }[];
} = {
  title: `Contact us: questions, feedback and press | ${site.name}`,
  description: `Write to the ${site.name} team about your account, a feature you need, a partnership or a press enquiry. A person reads every message and replies within two business days.`,
  keywords: ["contact Northstar", "product feedback", "customer support", "press enquiries", "partnerships"],
  heading: "Write to the people who build it.",
  lead: `Questions about the product, feedback on a feature, an idea for a partnership or a press enquiry: send us a message and a person on the ${site.name} team will answer, usually within two business days.`,
  topics: [
    {
      title: "Product questions and feedback",
      body: "Tell us what you tried, what you expected and what happened. Feedback from working product managers decides what we build next, and we reply to every message with what we will do about it.",
    },
    {
      title: "Your account and billing",
      body: "Changing plans, adding seats, invoices and receipts, or moving a workspace to another owner. Include the e-mail address your workspace uses so we can find it quickly.",
    },
    {
      title: "Partnerships and integrations",
      body: "Building a tool product teams use and want it to talk to our research, PRDs or backlog sync? Tell us what you have in mind and who your users are.",
    },
    {
      title: "Press and speaking",
      body: "Writing about AI in product management or looking for a speaker on discovery and specs? We are happy to share what we see across hundreds of product teams.",
    },
  ],
  labels: {
    topics: "What people write to us about",
    otherWays: "Other ways to reach us",
    formTitle: "Send us a message",
    requiredNote: "Every field is required.",
  },
  otherWays: [
    {
      label: "Sales",
      body: "Plans for several teams, security reviews and enterprise agreements.",
      email: site.email.sales,
    },
    { label: "Support", body: "Something in the app is not working as it should.", email: site.email.support },
    {
      label: "Privacy",
      body: "A copy or deletion of the data we hold about you, or any other privacy request.",
      email: site.email.privacy,
    },
  ],
};

const contactCard: PageCopy = {
  title: `Sales contact card | ${site.name}`,
  description: `Save the ${site.name} sales team's contact details to your phone or address book with one tap, or reach us by email or phone during US business hours.`,
  keywords: [`${site.name} sales contact`, "vCard", "business card", "contact details"],
  heading: "Our sales team's card, ready to save.",
  lead: "Met us at an event or on a call? Save our details straight to your address book with the vCard below, and reach the same person whenever you have a question.",
};

const legal: PageCopy = {
  title: `Legal: privacy, terms and company details | ${site.name}`,
  description: `The documents that govern ${site.name}: how this site handles your data, the terms of using the product, and who we are, with our registered address.`,
  keywords: [`${site.name} legal`, "privacy policy", "terms and conditions", "company details"],
  heading: "Legal information",
  lead: "Everything that governs your use of this website and the product, written to be read. If something is unclear, write to us and a person will explain it.",
};

const blog: PageCopy & { about: { title: string; body: string } } = {
  title: `Blog: guides to faster product discovery | ${site.name}`,
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

const future: PageCopy = {
  title: `Vision and roadmap | ${site.name}`,
  description: `Where ${site.name} is going: the product principles we hold to and what we are building now, next and later, from deeper integrations to the SDK plug-in.`,
  keywords: [`${site.name} roadmap`, "product vision", "AI product management future", "SDK plug-in"],
  heading: "Where we are taking the AI product manager",
  lead: "Our vision and roadmap, shared in the open so you can plan around it.",
};

export const pageCopy = { features, integrations, pricing, faqs, contactSales, contact, contactCard, legal, blog, future };
