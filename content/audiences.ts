/** The six audience pages: each reader's pains, the work the product takes off them, and the plan that fits. */
import type { AudienceSlug } from "#core/page-paths.ts";
import { formatPrice, type PlanId, planById } from "./plans.ts";
import { site } from "./site.ts";

export type Audience = {
  slug: AudienceSlug;
  /** The eyebrow and breadcrumb name, e.g. "For product managers". */
  title: string;
  /** The readers as named inside a sentence, e.g. "product managers". */
  readers: string;
  headline: string;
  subhead: string;
  pains: { title: string; body: string }[];
  workflows: { title: string; body: string }[];
  outcomes: string[];
  planId: PlanId;
  planReason: string;
  quote: { text: string; name: string; role: string };
  /** The page's own title; the page head adds the site's name when it fits. */
  metaTitle: string;
  metaDescription: string;
};

const { claims } = site;

export const audiences: Audience[] = [
  {
    slug: "productmanagers",
    title: "For product managers",
    readers: "product managers",
    headline: "Spend your week deciding, not gathering.",
    subhead: `${site.name} does the research, synthesis and spec-writing that eat most of a product manager's week, so you can spend it with customers and your team.`,
    pains: [
      {
        title: "Research that never finishes",
        body: "Every discovery starts with days of reading reports, reviews and forums, and there is always one more source you feel you should check before you can say anything with confidence.",
      },
      {
        title: "Specs written twice",
        body: "You write the PRD, then rewrite it as tickets, then update both when scope changes. By the second sprint they disagree and engineers ask which one is right.",
      },
      {
        title: "Prioritization by the loudest voice",
        body: "Without numbers you can defend, roadmap reviews turn into debates, and the feature with the most senior sponsor wins.",
      },
      {
        title: "Interview notes scattered everywhere",
        body: "Insights live in docs, call recordings and your memory, so patterns across twenty conversations are hard to see and easy to lose.",
      },
    ],
    workflows: [
      {
        title: "Desk research and market sizing",
        body: "Ask a question and get a sourced summary of the market, segments and demand, with TAM, SAM and SOM worked out and every assumption editable.",
      },
      {
        title: "Interview synthesis",
        body: "Book interviews through Google Calendar, paste notes or transcripts afterwards, and get themes, quotes and how each interview supports or weakens your assumptions.",
      },
      {
        title: "PRDs and stories in your template",
        body: "When you decide, the PRD writes itself from the evidence, and stories with acceptance criteria go straight to Jira, ClickUp, GitHub or GitLab.",
      },
      {
        title: "Evidence-based prioritization",
        body: "RICE or ICE scores filled in from your research, so the roadmap review is about trade-offs everyone can see rather than about who argued hardest.",
      },
    ],
    outcomes: [
      `${claims.fasterResearch} faster research: a first market scan and competitor map the same day you ask the question`,
      "PRDs and tickets that stay in sync because they come from one source",
      `A plan that pays for itself in ${claims.payback}, in hours you get back`,
      `The same workflow already used by ${claims.teams} teams, from solo founders to product organizations`,
    ],
    planId: "startup",
    planReason:
      "Fifteen discoveries a month and three seats cover a product manager working with a designer and a tech lead, with room for the whole trio to read and edit, and three integrations for your tracker, repository and calendar.",
    quote: {
      text: "I used to lose Mondays and Tuesdays to research. Now I start the week with a draft PRD and spend those days with customers instead.",
      name: "Dana Whitfield",
      role: "Senior product manager, B2B fintech",
    },
    metaTitle: "AI for product managers",
    metaDescription: `${site.name} researches your market, synthesizes interviews, writes PRDs and user stories and prioritizes with evidence, so product managers can decide faster.`,
  },
  {
    slug: "engineers",
    title: "For engineering teams",
    readers: "engineering teams",
    headline: "Specs you can estimate, in the tracker you already use.",
    subhead: `${site.name} gives engineering teams stories with clear acceptance criteria, the research behind them, and prompts that turn a story into a working prototype the same day.`,
    pains: [
      {
        title: "Vague tickets",
        body: "A title and a sentence are not a spec. Refinement meetings turn into requirement-gathering sessions, estimates are guesses, and the questions that matter surface halfway through the sprint.",
      },
      {
        title: "Missing context",
        body: "You are asked to build something without knowing who it is for or why it matters, so you cannot make the small trade-offs well, and every judgment call becomes a message to the product manager.",
      },
      {
        title: "Scope that moves mid-sprint",
        body: "When the PRD changes, nobody updates the tickets, and you find out during review that you built last week's version.",
      },
      {
        title: "Prototypes that cost a sprint",
        body: "Testing an idea with users usually means building it properly first, so the team commits weeks to something nobody has seen working.",
      },
    ],
    workflows: [
      {
        title: "Stories with real acceptance criteria",
        body: "Every story arrives with Given/When/Then criteria and the edge cases engineers usually have to ask about: empty states, errors, limits and permissions.",
      },
      {
        title: "Context one click away",
        body: "Each issue links to the PRD and the evidence behind it, so the why is always available without a meeting.",
      },
      {
        title: "Changes that propagate",
        body: "When a story changes, re-sending it updates the same issue, and your status changes, splits and merged pull requests flow back so product sees progress without asking.",
      },
      {
        title: "Prototype prompts",
        body: "Generate a precise prompt for your AI coding assistant from any story, naming your stack, data model and states, to test an idea before committing a sprint.",
      },
    ],
    outcomes: [
      "Refinement that is about how to build, not what to build",
      "Fewer mid-sprint surprises because tickets and PRD come from one source",
      `Product decisions made with ${claims.fasterResearch} faster research, so fewer sprints wait on discovery`,
      `A tool cost that pays back in ${claims.payback}, measured in refinement hours alone`,
    ],
    planId: "startup",
    planReason:
      "Three seats let an engineering lead read every PRD and push or adjust stories alongside the product manager and designer, with GitHub or GitLab connected next to your tracker and calendar.",
    quote: {
      text: "The acceptance criteria cover the edge cases we used to discover in QA. Estimation got boring, in the best way.",
      name: "Marcus Oyelaran",
      role: "Engineering lead, marketplace startup",
    },
    metaTitle: "AI specs for engineering teams",
    metaDescription: `Clear user stories with acceptance criteria in Jira, GitHub or GitLab, the research behind them one click away, and coding prompts for fast prototypes.`,
  },
  {
    slug: "companyleaders",
    title: "For company leaders",
    readers: "company leaders",
    headline: "Know your teams are building what the market wants.",
    subhead: `${site.name} gives CEOs and general managers a clear line from market evidence to what is being built, without adding meetings or headcount.`,
    pains: [
      {
        title: "Roadmaps you have to take on trust",
        body: "Priorities arrive as a list. Asking why a feature ranks above another starts a week of slide-making instead of an answer.",
      },
      {
        title: "Slow reactions to the market",
        body: "By the time a competitor's move is analyzed and a response is planned, the quarter is half over, and the decision is made on instinct anyway.",
      },
      {
        title: "Discovery that depends on a few people",
        body: "Good discovery happens where you have your best product managers, and the quality varies everywhere else.",
      },
      {
        title: "Headcount as the only lever",
        body: "When product work is slow, the usual answer is to hire more product managers, which takes months and adds coordination cost before it adds speed.",
      },
    ],
    workflows: [
      {
        title: "Evidence behind every priority",
        body: "Every roadmap item links to its research and its score, so you can check a decision in minutes instead of scheduling a review.",
      },
      {
        title: "Competitor moves, summarized weekly",
        body: "A short digest of what competitors shipped, priced and announced, with what it means for your plan and which team should look at it.",
      },
      {
        title: "One standard across teams",
        body: "Every team runs discovery and writes PRDs the same way, so quality no longer depends on who happens to be on the project.",
      },
      {
        title: "Delivery status without status meetings",
        body: "Stories pushed to Jira, ClickUp, GitHub or GitLab report their status back to the PRD, so you can see what shipped against each decision without asking anyone for an update.",
      },
    ],
    outcomes: [
      `Discovery with ${claims.fasterResearch} faster research, so teams respond to the market within weeks`,
      "Roadmap decisions you can audit from priority back to evidence",
      `A tool that pays for itself in ${claims.payback}, used by ${claims.teams} teams`,
      "More output from the product team you have before you add headcount",
    ],
    planId: "growth",
    planReason:
      "Unlimited seats and discoveries let every product team work the same way, with priority support, advanced analytics across teams and custom workflows that fit your planning process.",
    quote: {
      text: "For the first time I can open the roadmap and see why each item is there. Our planning meetings got shorter and better.",
      name: "Helena Costa",
      role: "CEO, logistics software company",
    },
    metaTitle: "AI product discovery for company leaders",
    metaDescription: `See the market evidence behind every roadmap priority, get weekly competitor digests, and give every product team one discovery standard with ${site.name}.`,
  },
  {
    slug: "financeleaders",
    title: "For finance leaders",
    readers: "finance leaders",
    headline: "Fund the features with the best evidence behind them.",
    subhead: `${site.name} gives CFOs and finance partners business cases with sourced market sizing and explicit assumptions, and a tool cost that pays back in ${claims.payback}.`,
    pains: [
      {
        title: "Business cases built on optimism",
        body: "Market sizes arrive without sources, and adoption assumptions are buried in a spreadsheet nobody else can follow, so challenging one number means rebuilding the whole model.",
      },
      {
        title: "Investment without a feedback loop",
        body: "Once a feature is funded, it is hard to see whether it shipped, and harder to compare the outcome with the case that justified it.",
      },
      {
        title: "Tool sprawl",
        body: "Product teams pay for research databases, survey tools, whiteboards and document tools that overlap, and the total is spread across so many cards and budgets that it is hard to see.",
      },
      {
        title: "Expensive discovery time",
        body: "Senior product managers spend weeks on desk research and formatting, which is the most expensive way to buy information the company needs.",
      },
    ],
    workflows: [
      {
        title: "Sizing you can audit",
        body: "TAM, SAM and SOM are worked out bottom-up with each assumption stated and sourced, so you can challenge a number by changing one input.",
      },
      {
        title: "Scenarios, not single numbers",
        body: "See how a feature's ranking and expected return change if adoption or price assumptions are wrong, before the budget is committed.",
      },
      {
        title: "Delivery linked to the case",
        body: "Each funded PRD shows the delivery status of its stories, read straight from the team's tracker, so quarterly reviews compare what was promised with what actually shipped.",
      },
      {
        title: "One predictable line item",
        body: "Research, competitor tracking, specs and prioritization sit in one monthly subscription, billed monthly and cancelable at any time, instead of several overlapping tools.",
      },
    ],
    outcomes: [
      "Business cases with sources and explicit, editable assumptions",
      `Payback in ${claims.payback}, with one tool replacing several`,
      `${claims.fasterResearch} faster research, so product time goes to decisions rather than gathering`,
      "A clear view from investment decision to delivered scope",
    ],
    planId: "growth",
    planReason:
      "Growth covers every team on one predictable monthly price, and advanced analytics show discovery volume and delivery across the organization, which makes the cost easy to set against the time saved.",
    quote: {
      text: "The market sizing finally shows its working. I can disagree with an assumption instead of with the whole number.",
      name: "Tomás Reyes",
      role: "VP finance, SaaS scale-up",
    },
    metaTitle: "Evidence-based business cases for finance",
    metaDescription: `Sourced, bottom-up market sizing with explicit assumptions, scenario views and delivery tracking, so finance leaders fund the features with the best evidence.`,
  },
  {
    slug: "productleaders",
    title: "For product leaders",
    readers: "product leaders",
    headline: "One discovery standard for every team you lead.",
    subhead: `${site.name} helps heads of product and chief product officers raise the quality and speed of discovery across teams, and see the whole portfolio at a glance.`,
    pains: [
      {
        title: "Inconsistent discovery",
        body: "Some teams interview customers every week; others ship from a hunch. Coaching everyone one-to-one takes time you do not have, and the gap shows up in what each team ships.",
      },
      {
        title: "Portfolio blind spots",
        body: "Seeing what every team is exploring, and how strong the evidence is, means reading dozens of documents in different formats, usually the night before a planning meeting.",
      },
      {
        title: "Senior people doing junior work",
        body: "Your most experienced product managers spend their days formatting specs and updating tickets instead of mentoring and deciding.",
      },
      {
        title: "Roadmap reviews that stall",
        body: "Each team brings its own scoring and its own idea of evidence, so cross-team trade-offs are argued from scratch every quarter.",
      },
    ],
    workflows: [
      {
        title: "Templates that encode your standard",
        body: "Set the discovery plan and PRD template once; every team follows it, and reviews focus on substance rather than format.",
      },
      {
        title: "A portfolio view",
        body: "See every active discovery, its stage, the strength of its evidence and its expected impact in one list, and open any of them to read the sources behind a conclusion.",
      },
      {
        title: "Automation of the busywork",
        body: "Research, synthesis, writing and ticket creation are done for your teams, giving senior people their time back for judgment and coaching.",
      },
      {
        title: "One scoring model for the whole roadmap",
        body: "Agree on RICE, ICE or a weighted model once, and every team's candidates are scored the same way from their own evidence, so quarterly planning compares like with like.",
      },
    ],
    outcomes: [
      `Discovery cycles cut from weeks to days, with ${claims.fasterResearch} faster research`,
      "Comparable evidence across teams, so portfolio decisions are fair",
      `Adopted by ${claims.teams} teams, paying back in ${claims.payback}`,
      "Senior product managers spending their time on coaching and decisions",
    ],
    planId: "growth",
    planReason:
      "Unlimited seats and integrations across teams, three AI models for different kinds of research, and custom workflows to encode your process, with priority support while you roll it out.",
    quote: {
      text: "We went from five ways of writing a PRD to one, and the quality of our roadmap reviews went up immediately.",
      name: "Priya Natarajan",
      role: "Chief product officer, health-tech company",
    },
    metaTitle: "AI discovery for product leaders and CPOs",
    metaDescription: `Give every product team one discovery standard, see the whole portfolio and the evidence behind it, and free senior product managers from busywork.`,
  },
  {
    slug: "solofounder",
    title: "For solo founders",
    readers: "solo founders",
    headline: "Validate your idea before you spend months building it.",
    subhead: `${site.name} is the product manager a solo founder cannot yet hire: market research, competitor maps, validation and a build plan, for less than a lunch a week.`,
    pains: [
      {
        title: "Building before validating",
        body: "It is tempting to start coding, and painful to find out after three months that the problem was not worth paying for.",
      },
      {
        title: "No time for research",
        body: "You are the founder, the developer and the salesperson. Reading reports and forums for a week is not an option.",
      },
      {
        title: "Pitching without numbers",
        body: "Investors and early customers ask how big the market is and who else is in it, and a guess undermines everything else you say.",
      },
      {
        title: "A backlog that lives in your head",
        body: "Ideas, feedback from early users and half-written specs pile up in notes apps, so choosing what to build next feels like guessing every week.",
      },
    ],
    workflows: [
      {
        title: "Validation in an afternoon",
        body: "Describe the idea and get evidence for and against it, a confidence level, and the cheapest next experiment to run, such as a fake-door test or five interviews.",
      },
      {
        title: "A market and competitor map",
        body: "Sourced sizing and a comparison of the alternatives your customers use today, ready for your pitch deck.",
      },
      {
        title: "From story to prototype",
        body: "Turn your first user stories into prompts for your AI coding assistant and put a clickable prototype in front of customers this week.",
      },
      {
        title: "A ranked backlog in your tracker",
        body: "Score your ideas with RICE or ICE and push the top stories to GitHub, GitLab or ClickUp, so the next thing to build is always written down.",
      },
    ],
    outcomes: [
      "A clear go, pivot or stop decision backed by evidence",
      `Research ${claims.fasterResearch} faster than doing it yourself`,
      `A subscription that pays back in ${claims.payback} of saved evenings`,
      "A pitch-ready market size and competitor view",
    ],
    planId: "solo-founder",
    planReason: `Four discoveries a month is enough to validate an idea properly and test a couple of pivots, with up to three integrations for your tracker and calendar. Start with the ${site.trial.days}-day trial; no credit card is needed.`,
    quote: {
      text: "It told me my first idea had weak demand, with evidence. The second one had paying users within a month.",
      name: "Leo Brandt",
      role: "Solo founder, invoicing app",
    },
    metaTitle: "AI product manager for solo founders",
    metaDescription: `Validate startup ideas with evidence, size your market, map competitors and turn stories into prototype prompts, on the Solo Founder plan at ${formatPrice(planById("solo-founder").price)} a month.`,
  },
];

/** The headings and calls to action every audience page shares. */
export const audiencePageCopy = {
  trialCta: `Start Free ${site.trial.days}-Day Trial`,
  pains: { eyebrow: "Sound familiar?", title: (audience: Audience) => `What slows ${audience.readers} down` },
  workflows: { eyebrow: "What changes", title: `What ${site.name} takes off your hands` },
  outcomes: { eyebrow: "Outcomes", title: "What you can expect" },
  plan: { eyebrow: "The plan that fits", cta: "Start your free trial" },
  keywords: (audience: Audience) => [`AI for ${audience.readers}`, "product discovery", "AI product manager"],
};
