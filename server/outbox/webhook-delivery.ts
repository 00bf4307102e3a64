/** Posts a lead to LEADS_WEBHOOK_URL: a Slack-compatible `text` line plus the whole lead under `lead`, for a CRM. */

import type { Lead } from "#server/db/schema.ts";
import { leadAsJson } from "#server/leads/lead-export.ts";
import type { Delivery } from "./delivery.ts";
import { summarizeLead } from "./lead-summary.ts";

const TIMEOUT_MS = 10_000;

/** Slack reads &, < and > as markup (links, mentions); everything else in its text is shown as written. */
const escapeSlack = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export const webhookBody = (lead: Lead) => {
  const summary = summarizeLead(lead);
  const lines = [
    `*${escapeSlack(summary.headline)}*`,
    ...summary.fields.map(([label, value]) => `${label}: ${escapeSlack(value)}`),
  ];
  return {
    text: lines.join("\n"),
    lead: leadAsJson(lead),
  };
};

export const createWebhookDelivery = (url: string): Delivery => ({
  deliver: async (lead, jobId) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": "northstar-site/1.0", "Idempotency-Key": jobId },
      body: JSON.stringify(webhookBody(lead)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: "error",
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`the webhook answered ${response.status} ${response.statusText}`.trim());
  },
  close: () => {},
});
