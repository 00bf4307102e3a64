/** Stored leads as the operator exports them: JSON for tools, CSV for a spreadsheet. */
import { leadForms } from "#content/lead-forms.ts";
import type { Lead } from "#server/db/schema.ts";

export const leadAsJson = (lead: Lead) => ({
  id: lead.id,
  formType: lead.formType,
  receivedAt: lead.receivedAt.toISOString(),
  email: lead.email,
  fields: lead.fields,
  page: lead.page,
  attribution: {
    utm_source: lead.utmSource,
    utm_medium: lead.utmMedium,
    utm_campaign: lead.utmCampaign,
    utm_term: lead.utmTerm,
    utm_content: lead.utmContent,
    referrer: lead.referrer,
  },
  spam: lead.spam,
});

/** Every form field of both forms, each once, in the forms' own order. */
const fieldColumns = [
  ...new Set([
    ...Object.keys(leadForms["contact-sales"].schema.shape),
    ...Object.keys(leadForms["contact-message"].schema.shape),
  ]),
];

const CSV_COLUMNS = [
  "id",
  "form_type",
  "received_at",
  ...fieldColumns,
  "page",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
  "referrer",
  "spam",
];

/**
 * What a spreadsheet may read as the start of a formula: = + - @, their full-width forms (＝ ＋ － ＠, which some
 * spreadsheets fold to ASCII), a tab or carriage return, also behind leading spaces.
 */
const FORMULA_START = /^[ \u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20\t\r]/;

/**
 * One CSV cell. Visitors wrote these values, so one that could start a formula is prefixed with an apostrophe: a
 * spreadsheet would otherwise run it.
 */
export const csvCell = (value: string | boolean | null | undefined): string => {
  let text = value === null || value === undefined ? "" : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
};

export const leadsAsCsv = (leads: readonly Lead[]): string => {
  const rows = leads.map((lead) =>
    [
      lead.id,
      lead.formType,
      lead.receivedAt.toISOString(),
      ...fieldColumns.map((name) => lead.fields[name]),
      lead.page,
      lead.utmSource,
      lead.utmMedium,
      lead.utmCampaign,
      lead.utmTerm,
      lead.utmContent,
      lead.referrer,
      lead.spam,
    ].map(csvCell),
  );
  return `${[CSV_COLUMNS, ...rows].map((row) => row.join(",")).join("\r\n")}\r\n`;
};
