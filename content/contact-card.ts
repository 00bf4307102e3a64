/** The sales team's digital business card; the build also writes it as a vCard (core/vcard.ts). */
import type { VCardContact } from "#core/vcard.ts";
import { site } from "./site.ts";

export const contactCard = {
  name: "Jordan Ellis",
  title: "Head of Sales",
  company: site.name,
  email: site.email.sales,
  phone: "+1 415 555 0134",
  website: site.url,
  address: site.legal.address,
  intro: `Hi, I'm Jordan. I lead sales at ${site.name}, which in practice means helping product teams work out whether an AI product manager will save them real time, and being honest when it won't.`,
  bio: `Before joining ${site.name} I spent eight years as a product manager and then head of product at two B2B software companies, running discovery for payments, logistics and HR products. I know how much of the job is gathering and formatting information, and how little time that leaves for customers and decisions. My team are all former product people too, so when you talk to us you talk to someone who has written the PRDs, sat in the roadmap reviews and chased the tickets. A first conversation usually takes 30 minutes: we ask how your team researches, writes specs and prioritizes today, then show you the product working on a question from your own market rather than a scripted demo. If it looks useful, we set up a ${site.trial.days}-day trial that fits your process, with your tracker connected and your PRD template loaded, and check in halfway through. If another tool, or no tool, is the better choice for you, we will say so.`,
  highlights: [
    "Whether the Solo Founder, Startup or Growth plan fits your team, and how launch pricing works for your first months",
    "Running a pilot with one product team and one real discovery before rolling out to the rest of the organization",
    "Security reviews, single sign-on, data retention and enterprise agreements, including the questionnaire your IT team sends",
    "Connecting Jira, ClickUp, GitHub, GitLab or Google Calendar to your workflow, and which permissions each connection asks for",
    "Moving your PRD templates, scoring model and existing backlog from documents, spreadsheets or another tool",
    "Bringing usage data from analytics tools into prioritization through CSV exports or the API",
  ],
} satisfies VCardContact & { bio: string; highlights: string[] };
