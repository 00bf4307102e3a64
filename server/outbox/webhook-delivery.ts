/** Posts a lead to LEADS_WEBHOOK_URL: a Slack-compatible `text` line plus the whole lead under `lead`, for a CRM. */

import { escapeMarkupText } from "#core/escape-markup.ts";
import type { Lead } from "#server/db/schema.ts";
import { leadAsJson } from "#server/leads/lead-export.ts";
import type { Delivery } from "./delivery.ts";
import { summarizeLead } from "./lead-summary.ts";

const TIMEOUT_MS = 10_000;

export const webhookBody = (lead: Lead) => {
  const summary = summarizeLead(lead);
  const lines = [
    // Slack reads &, < and > as markup (links, mentions) and shows everything else as written.
    `*${escapeMarkupText(summary.headline)}*`,
    ...summary.fields.map(([label, value]) => `${label}: ${escapeMarkupText(value)}`),
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
