/** The FAQ: 13 entries on the home page (5 of them in its FAQPage data), all of them grouped on /faqs. */
import { listWithAnd } from "#core/list-format.ts";
import { formatPrice, plans, pricingSummarySentence } from "./plans.ts";
import { site } from "./site.ts";

export type FaqGroup = "Product" | "Pricing and billing" | "Integrations" | "Security and data";

export type FaqItem = {
  id: string;
  question: string;
  answer: string;
  group: FaqGroup;
  /** One of the five questions the home page's FAQPage structured data carries. */
  inHomeStructuredData?: boolean;
};

export const faqGroups: FaqGroup[] = ["Product", "Pricing and billing", "Integrations", "Security and data"];

export const faqItems: FaqItem[] = [
  {
    id: "what-is",
    group: "Product",
    inHomeStructuredData: true,
    question: `What is ${site.name}?`,
    answer: `${site.name} is an AI product manager. It runs product discovery for you: it researches the market and sizes it, maps competitors, validates ideas against real signals, writes PRDs and user stories, ranks features, and turns the result into coding prompts for rapid prototypes. Stories go straight to Jira, ClickUp, GitHub or GitLab.`,
  },
  {
    id: "who-for",
    group: "Product",
    question: `Who is ${site.name} for?`,
    answer: `Product managers who spend more time gathering evidence than deciding, founders who need to validate an idea before they build it, product leaders who want a consistent discovery standard across teams, and the engineers, finance and company leaders who need clear specs and a business case they can check.`,
  },
  {
    id: "how-fast",
    group: "Product",
    inHomeStructuredData: true,
    question: "How much faster is discovery with it?",
    answer: `A typical discovery cycle takes three to four weeks across five or more tools. Teams using ${site.name} report ${site.claims.fasterResearch} faster research: a first market scan, competitor map and draft PRD arrive the same day, and the plan pays for itself in ${site.claims.payback}.`,
  },
  {
    id: "replace-pm",
    group: "Product",
    question: "Does it replace product managers?",
    answer: `No. It replaces the copy-paste part of the job: collecting sources, summarizing interviews, formatting specs. You still choose the problem, judge the evidence and make the call; ${site.name} shows its sources so you can check every claim before it reaches your team.`,
  },
  {
    id: "prd-quality",
    group: "Product",
    question: "What does a generated PRD contain?",
    answer:
      "The problem and who has it, evidence with links, goals and non-goals, success metrics, user stories with acceptance criteria, open questions and risks. Everything is editable, and you can save your own template so every PRD follows your team's format.",
  },
  {
    id: "pricing",
    group: "Pricing and billing",
    inHomeStructuredData: true,
    question: "How much does it cost?",
    answer: pricingSummarySentence(),
  },
  {
    id: "trial",
    group: "Pricing and billing",
    inHomeStructuredData: true,
    question: "How does the free trial work?",
    answer: `You get ${site.trial.days} days of the full product with no credit card. At the end of the trial you pick a plan or your workspace pauses; nothing is charged automatically.`,
  },
  {
    id: "launch-pricing",
    group: "Pricing and billing",
    question: `Is the ${site.promo.percentOff}% discount already in the prices?`,
    answer: `Yes. The prices on the plan cards are what you pay: they already include ${site.promo.percentOff}% off the regular price, shown struck through, for your first ${site.promo.months} months on any plan. There is no code to enter. After ${site.promo.months} months the plan continues at its regular price per month: ${listWithAnd(plans.map((plan) => `${plan.name} ${formatPrice(plan.originalPrice)}`))}.`,
  },
  {
    id: "change-plan",
    group: "Pricing and billing",
    question: "Can I change or cancel my plan?",
    answer: `Yes, at any time from your workspace settings. Upgrades apply immediately and are prorated; downgrades and cancellations take effect at the end of the current month. ${listWithAnd(plans.map((plan) => plan.name))} are all billed monthly.`,
  },
  {
    id: "integrations",
    group: "Integrations",
    inHomeStructuredData: true,
    question: "Which tools does it integrate with?",
    answer: `Jira, ClickUp, GitHub and GitLab for pushing stories to your backlog, and Google Calendar for scheduling customer interviews and discovery reviews. Engineering and analytics tools connect through CSV import, webhooks and the API.`,
  },
  {
    id: "backlog-sync",
    group: "Integrations",
    question: "What happens when I push stories to my backlog?",
    answer:
      "Each story becomes an issue with its description, acceptance criteria, labels and a link back to the PRD. Status changes in your tracker flow back, so the PRD always shows what has shipped.",
  },
  {
    id: "data-training",
    group: "Security and data",
    question: "Is my data used to train AI models?",
    answer:
      "No. Your workspace data is never used to train models, ours or our providers'. Data is encrypted in transit and at rest, and you can export or delete it at any time.",
  },
  {
    id: "enterprise",
    group: "Security and data",
    question: "Do you offer plans for larger organizations?",
    answer: `Yes. Beyond Growth, enterprise agreements add single sign-on, custom data retention, a security review and a named success manager. Talk to sales at ${site.email.sales}.`,
  },
];

export const homeStructuredDataFaq = (): FaqItem[] => faqItems.filter((item) => item.inHomeStructuredData);
