/** The sales team's digital business card, and its vCard (built into /contact-card.vcf at build time). */
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
    "Whether the Solo Founder, Startup or Growth plan fits your team, and how the promo code applies to your first months",
    "Running a pilot with one product team and one real discovery before rolling out to the rest of the organization",
    "Security reviews, single sign-on, data retention and enterprise agreements, including the questionnaire your IT team sends",
    "Connecting Jira, ClickUp, GitHub, GitLab or Google Calendar to your workflow, and which permissions each connection asks for",
    "Moving your PRD templates, scoring model and existing backlog from documents, spreadsheets or another tool",
    "Bringing usage data from analytics tools into prioritization through CSV exports or the API",
  ],
};

export type ContactCard = typeof contactCard;

/** RFC 6350 text escaping (the same rules vCard 3.0 uses): backslash, comma, semicolon and newline. */
const escapeText = (value: string): string =>
  value
    .replace(/\\/g, "\\\\")
    .replace(/,/g, "\\,")
    .replace(/;/g, "\\;")
    .replace(/\r\n|\r|\n/g, "\\n");

const encoder = new TextEncoder();

/** Folds a content line to at most 75 octets per physical line, never splitting a UTF-8 character. */
const foldLine = (line: string): string => {
  const parts: string[] = [];
  let current = "";
  let currentBytes = 0;
  for (const character of line) {
    const bytes = encoder.encode(character).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space, which counts
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = "";
      currentBytes = 0;
    }
    current += character;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
};

/** The card as vCard 3.0 text: CRLF line endings, escaped values, lines folded at 75 octets. */
export function buildVCard(card: ContactCard): string {
  const [first = "", ...rest] = card.name.trim().split(/\s+/);
  const last = rest.join(" ");
  const { street, city, region, postalCode, country } = card.address;
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `N:${escapeText(last)};${escapeText(first)};;;`,
    `FN:${escapeText(card.name)}`,
    `ORG:${escapeText(card.company)}`,
    `TITLE:${escapeText(card.title)}`,
    `EMAIL;TYPE=work:${escapeText(card.email)}`,
    `TEL;TYPE=work,voice:${escapeText(card.phone)}`,
    `URL:${card.website}`,
    `ADR;TYPE=work:;;${escapeText(street)};${escapeText(city)};${escapeText(region)};${escapeText(postalCode)};${escapeText(country)}`,
    `NOTE:${escapeText(card.intro)}`,
    "END:VCARD",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
