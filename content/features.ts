/** The capabilities of the product, in the order /features shows them. */
import type { ContentIconName } from "#core/content-icons.ts";
import { site } from "./site.ts";

export type Feature = {
  slug: string;
  name: string;
  summary: string;
  description: string;
  bullets: string[];
  example: { title: string; lines: string[] };
  audience: string;
  /** A lucide-react icon name, resolved by app/components/content-icon.tsx. */
  icon: ContentIconName;
  /** The page's own title; the page head adds the site's name when it fits. */
  metaTitle: string;
  metaDescription: string;
};

export const features: Feature[] = [
  {
    slug: "product-discovery",
    name: "Product discovery",
    icon: "Compass",
    metaTitle: "AI product discovery: from question to decision",
    metaDescription:
      "Plan a discovery in an afternoon: ranked assumptions, interview guides, desk research and note summaries in one workspace, with every conclusion traceable.",
    summary: "Turn an open question into a structured discovery in an afternoon.",
    description: `Start with a question like "should we build expense approvals for SMBs?" and ${site.name} plans the discovery for you: the assumptions to test, the evidence to gather, the customers to talk to and the decision you will need to make. It then does the desk research, summarizes your interview notes and keeps everything in one place, so the discovery is a living document rather than a folder of tabs.`,
    bullets: [
      "A discovery plan with assumptions ranked by risk and how to test each one",
      "Interview guides generated from your assumptions, and summaries of the notes you paste in",
      "One workspace per question, with every source linked and every conclusion traceable",
    ],
    example: {
      title: "Discovery plan",
      lines: [
        "Question: Should we build expense approvals for 10-50 person companies?",
        "Riskiest assumption: finance leads approve expenses weekly, not at month end",
        "Test: 6 interviews with finance leads + support-ticket search for 'approval'",
        "Decision by: Nov 14 · Owner: Priya (PM)",
      ],
    },
    audience: "Product managers and founders who need to answer a product question quickly and show how they got there.",
  },
  {
    slug: "market-research-and-sizing",
    name: "Market research and sizing",
    icon: "LineChart",
    metaTitle: "AI market research and TAM, SAM, SOM sizing",
    metaDescription:
      "Bottom-up TAM, SAM and SOM with every assumption stated and every figure linked to its source, plus segment profiles and demand signals over time.",
    summary: "Market size, segments and demand signals, with every figure sourced.",
    description: `${site.name} reads public market reports, company filings, job postings, review sites and forums, and combines them with the notes and data you upload. It works out TAM, SAM and SOM bottom-up where it can, states the assumptions behind each number, and links every figure to the page it came from, so a skeptical CFO can follow the math.`,
    bullets: [
      "Bottom-up TAM, SAM and SOM with the assumptions written out and editable",
      "Segment profiles: size, budget, buying process and the problems they mention most",
      "Demand signals over time from search interest, reviews and hiring",
    ],
    example: {
      title: "Market sizing",
      lines: [
        "TAM  $4.2B  US companies with 10-200 staff × avg. finance-tool spend",
        "SAM  $610M  those without an expense tool today (survey: 38%)",
        "SOM  $38M   3-year reach at 6% share of SAM",
        "Sources: 14 · Confidence: medium (survey n=212)",
      ],
    },
    audience: "Founders preparing a pitch, product leaders building a business case, finance leaders checking one.",
  },
  {
    slug: "competitive-intelligence",
    name: "Competitive intelligence",
    icon: "Radar",
    metaTitle: "Competitive intelligence that updates itself",
    metaDescription:
      "Feature and pricing comparisons that stay current, alerts when competitors ship or reprice, and a weekly digest of what changed and what it means for you.",
    summary: "A living map of competitors that flags changes as they happen.",
    description: `Name your competitors, or let ${site.name} find them, and it builds a feature-by-feature comparison, tracks pricing pages, changelogs and positioning, and tells you when something changes. Each week you get a short digest of what moved and what it means for your roadmap, instead of a slide that was out of date the day it was made.`,
    bullets: [
      "Feature and pricing comparison tables that update themselves",
      "Alerts when a competitor ships, changes pricing or repositions",
      "Win and loss themes pulled from public reviews",
    ],
    example: {
      title: "Weekly competitor digest",
      lines: [
        "Ledgerly  shipped usage-based pricing (Tue) → undercuts us below 15 seats",
        "Clearpath launched AI onboarding; reviews mention 'setup in 10 minutes'",
        "Tallyhub  removed its free tier → opportunity for our Solo plan",
        "Suggested action: review onboarding time-to-value in Q1 plan",
      ],
    },
    audience: "Product managers and product marketers who need to know what the market is doing without spending Fridays on it.",
  },
  {
    slug: "idea-validation",
    name: "Idea validation",
    icon: "FlaskConical",
    metaTitle: "Validate product ideas with evidence",
    metaDescription:
      "Evidence for and against your idea, weighted by source quality, a verdict with a confidence level, and the cheapest next experiment to run before you build.",
    summary: "Find out whether an idea has real demand before anyone writes code.",
    description: `Describe an idea and ${site.name} looks for evidence for and against it: people describing the problem in their own words, workarounds they use today, what they pay for those workarounds, and products that tried and failed. It gives you a verdict with a confidence level and the cheapest next experiment to raise that confidence, such as a landing-page test or five targeted interviews.`,
    bullets: [
      "Evidence for and against, weighted by source quality",
      "A clear verdict with a confidence level, never a bare yes",
      "The next experiment to run, with a ready-made script or landing-page copy",
    ],
    example: {
      title: "Validation summary",
      lines: [
        "Idea: SMS reminders for unpaid invoices",
        "For: 31 forum threads on chasing payments; 2 tools charge $15+/mo for it",
        "Against: email reminders 'good enough' for 40% of reviewers",
        "Verdict: promising, confidence 0.62 → run a 2-week fake-door test",
      ],
    },
    audience: "Solo founders and small teams deciding what to build first with limited time.",
  },
  {
    slug: "prd-and-user-story-generation",
    name: "PRD and user-story generation",
    icon: "FileText",
    metaTitle: "AI PRD and user-story generator",
    metaDescription:
      "PRDs written from your research in your own template, and user stories with Given/When/Then acceptance criteria that engineers can estimate and test.",
    summary: "A complete PRD and user stories in minutes, in your team's format.",
    description: `When a discovery reaches a decision, ${site.name} writes the PRD from what it found: the problem and who has it, the evidence, goals and non-goals, success metrics, risks and open questions. It then breaks the scope into user stories with acceptance criteria written in Given/When/Then, ready for estimation. Load your own template once and every PRD follows it.`,
    bullets: [
      "PRDs that cite the research behind every requirement",
      "User stories with acceptance criteria and edge cases engineers ask about",
      "Your template, your headings, your tone; editable before anything is shared",
    ],
    example: {
      title: "User story",
      lines: [
        "As a finance lead, I want to approve expenses from my phone",
        "so that reimbursements don't wait for me to be at my desk.",
        "Given a pending expense under $500, when I tap Approve,",
        "then the submitter is notified and the expense moves to Payable.",
      ],
    },
    audience:
      "Product managers who would rather spend their time deciding than formatting, and engineers who want specs they can estimate.",
  },
  {
    slug: "prioritization",
    name: "Prioritization",
    icon: "ListOrdered",
    metaTitle: "RICE and ICE prioritization with evidence",
    metaDescription:
      "Score features with RICE, ICE, Kano or your own model, with reach, impact and confidence filled in from research and every score linked to its evidence.",
    summary: "Rank features with RICE, ICE or your own model, using the evidence you gathered.",
    description: `${site.name} scores each candidate feature with the framework your team uses, filling in reach from your market data, impact from your research and confidence from the strength of the evidence. You set effort with engineering. The result is a ranked list where every score can be explained, which makes roadmap reviews about trade-offs rather than opinions.`,
    bullets: [
      "RICE, ICE, weighted scoring or Kano, or a model you define",
      "Scores linked to the evidence behind them, so you can defend every rank",
      "Scenario view: see how the ranking changes if an assumption is wrong",
    ],
    example: {
      title: "RICE ranking",
      lines: [
        "1. Invoice reminders by SMS     R 4,200 · I 2 · C 80% · E 3 → 2,240",
        "2. Bulk approve expenses        R 2,900 · I 2 · C 70% · E 2 → 2,030",
        "3. Multi-currency reports       R 1,100 · I 3 · C 60% · E 4 →   495",
      ],
    },
    audience: "Product leaders and teams who need a roadmap they can explain to leadership, finance and engineering.",
  },
  {
    slug: "coding-prompts",
    name: "Coding prompts for rapid prototyping",
    icon: "Code",
    metaTitle: "Coding prompts for rapid prototyping",
    metaDescription:
      "Turn any user story into a precise prompt for your AI coding assistant, with flows, data model, states and acceptance criteria, and test a prototype today.",
    summary: "Turn a user story into a prompt an AI coding assistant can build from.",
    description: `Prototypes settle arguments faster than documents. For any story, ${site.name} writes a precise prompt for AI coding assistants: the user flow, data model, states and edge cases, acceptance criteria and the stack you use. Paste it into your assistant of choice and get a clickable prototype to put in front of customers the same day.`,
    bullets: [
      "Prompts that include flows, states, data and acceptance criteria",
      "Stack-aware: tell it React and Postgres, or no-code, and it adapts",
      "One click from a story to a prompt; the link back keeps them in sync",
    ],
    example: {
      title: "Prototype prompt",
      lines: [
        "Build a mobile-first approval screen in React + Tailwind.",
        "Data: Expense {id, submitter, amount, currency, receiptUrl, status}.",
        "States: empty, list, approving (optimistic), error with retry.",
        "Done when: approve/reject under 2 taps; amounts over $500 need a note.",
      ],
    },
    audience: "Founders and product engineers who want to test an idea with real users before committing a sprint.",
  },
  {
    slug: "backlog-sync",
    name: "Stories pushed to your backlog",
    icon: "Send",
    metaTitle: "Push stories to Jira, ClickUp, GitHub, GitLab",
    metaDescription:
      "Send approved stories to Jira, ClickUp, GitHub or GitLab with fields mapped to your project, and keep status in sync with the PRD both ways, without duplicates.",
    summary: "Send stories to Jira, ClickUp, GitHub or GitLab, and keep them in sync.",
    description: `Approve a set of stories and ${site.name} creates them in your tracker with descriptions, acceptance criteria, labels and a link back to the PRD. When engineers change status, split a story or close it, the PRD shows it, so product, engineering and leadership read the same truth without anyone copying updates between tools.`,
    bullets: [
      "Issues created with fields mapped to your project's own configuration",
      "Two-way status sync: the PRD shows what is planned, in progress and shipped",
      "No duplicates: re-sending a story updates the existing issue",
    ],
    example: {
      title: "Sync log",
      lines: [
        "Pushed 6 stories to Jira project FIN (epic FIN-212)",
        "FIN-214 'Approve from phone'  To Do → In Progress (Sam)",
        "FIN-217 'Bulk approve'        split into FIN-221, FIN-222",
        "PRD updated: 2 of 6 stories done",
      ],
    },
    audience: "Engineering teams and product managers who want specs and tickets to stop drifting apart.",
  },
];
