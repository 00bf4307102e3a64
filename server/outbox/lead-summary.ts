/** A stored lead as people read it: a headline, the form's fields under their labels, and where it came from. */
import { leadFormCopy } from "#content/lead-forms.ts";
import type { Lead } from "#server/db/schema.ts";

export type LeadSummary = {
  /** One line naming the company or the person; used as the e-mail subject. */
  headline: string;
  /** Who to answer: the name and address the visitor gave. */
  replyTo: { name: string; address: string };
  fields: [label: string, value: string][];
  context: [label: string, value: string][];
};

const HEADLINE_LENGTH = 160;

const oneLine = (text: string, max: number) => {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

export const summarizeLead = (lead: Lead): LeadSummary => {
  const field = (name: string) => lead.fields[name] ?? "";
  const headline =
    lead.formType === "contact-sales"
      ? `Sales lead: ${field("companyName")} (${field("contactName")}, ${field("role")})`
      : `Message from ${field("name")}: ${field("subject")}`;
  const labels: Record<string, string> = leadFormCopy[lead.formType].labels;
  const context: [string, string][] = [
    ["Received", `${lead.receivedAt.toISOString().replace("T", " ").slice(0, 19)} UTC`],
    ["Sent from page", lead.page ?? "unknown"],
    ["Landing referrer", lead.referrer ?? "none (direct)"],
  ];
  const utm: [string, string | null][] = [
    ["utm_source", lead.utmSource],
    ["utm_medium", lead.utmMedium],
    ["utm_campaign", lead.utmCampaign],
    ["utm_term", lead.utmTerm],
    ["utm_content", lead.utmContent],
  ];
  for (const [name, value] of utm) if (value) context.push([name, value]);
  context.push(["Lead id", lead.id]);
  return {
    headline: oneLine(headline, HEADLINE_LENGTH),
    replyTo: { name: oneLine(field("contactName") || field("name"), 120), address: field("email") },
    fields: Object.entries(labels)
      .filter(([name]) => field(name) !== "")
      .map(([name, label]) => [label, field(name)]),
    context,
  };
};
