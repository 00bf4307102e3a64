/** The sales inbox's notification of a lead: readable HTML and plain text, every visitor-written value escaped. */
import { site } from "#content/site.ts";
import { escapeMarkup } from "#core/escape-markup.ts";
import type { Lead } from "#server/db/schema.ts";
import { summarizeLead } from "./lead-summary.ts";

export type LeadEmail = {
  from: string;
  to: string;
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
};

const htmlRows = (rows: [string, string][], muted = false) =>
  rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:6px 16px 6px 0;color:#5f6887;font-weight:600;white-space:nowrap">${escapeMarkup(label)}</th>` +
        `<td style="padding:6px 0;color:${muted ? "#475073" : "#0d1328"};white-space:pre-wrap">${escapeMarkup(value)}</td></tr>`,
    )
    .join("");

const textRows = (rows: [string, string][]) =>
  rows
    .map(([label, value]) => `${label}:${value.includes("\n") ? `\n  ${value.replace(/\n/g, "\n  ")}` : ` ${value}`}`)
    .join("\n");

export const composeLeadEmail = (lead: Lead, { from, to }: { from: string; to: string }): LeadEmail => {
  const summary = summarizeLead(lead);
  const intro =
    lead.formType === "contact-sales"
      ? `A new sales lead came in through the ${site.name} website.`
      : `A new message came in through the ${site.name} website's Get in Touch form.`;
  const text = [
    intro,
    "",
    textRows(summary.fields),
    "",
    "--",
    textRows(summary.context),
    "",
    `Reply to this e-mail to answer ${summary.replyTo.name} directly.`,
  ].join("\n");
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f7f8fb;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5">
<div style="max-width:640px;margin:0 auto;background:#ffffff;border:1px solid #dde1ec;border-radius:12px;padding:24px">
<h1 style="margin:0 0 4px;font-size:20px;color:#0d1328">${escapeMarkup(summary.headline)}</h1>
<p style="margin:0 0 20px;color:#475073">${escapeMarkup(intro)}</p>
<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%">${htmlRows(summary.fields)}</table>
<hr style="border:0;border-top:1px solid #dde1ec;margin:20px 0">
<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;font-size:13px">${htmlRows(summary.context, true)}</table>
<p style="margin:20px 0 0;color:#475073;font-size:13px">Reply to this e-mail to answer ${escapeMarkup(summary.replyTo.name)} directly.</p>
</div></body></html>`;
  return { from, to, replyTo: summary.replyTo, subject: summary.headline, text, html };
};
