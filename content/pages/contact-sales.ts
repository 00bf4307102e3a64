/** The contact sales page's copy. */
import type { PageCopy } from "#content/page-copy.ts";
import { site } from "#content/site.ts";

export const contactSalesPageCopy: PageCopy & {
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
  title: "Contact sales: talk to a product specialist",
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
