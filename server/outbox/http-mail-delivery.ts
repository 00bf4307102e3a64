/**
 * Sends a lead's notification through an HTTP mail API (Resend's `POST /emails`), for hosts that block outgoing SMTP
 * such as Supabase Edge Functions. The e-mail is the one the SMTP channel sends. Each job sends one Idempotency-Key,
 * so a retry after an answer lost on the way (a timeout, a dropped connection) is not sent twice by the API.
 */
import type { Delivery } from "./delivery.ts";
import { composeLeadEmail } from "./lead-email.ts";

export const RESEND_EMAILS_URL = "https://api.resend.com/emails";

export type HttpMailDeliveryOptions = {
  apiKey: string;
  to: string;
  from: string;
  /** The API's send endpoint; Resend's unless set (MAIL_API_URL), e.g. to a stand-in in tests. */
  url?: string;
  timeoutMs?: number;
};

/** A display name for an address header: no quotes, backslashes or line breaks of the visitor's can end up in it. */
const mailbox = ({ name, address }: { name: string; address: string }) =>
  `"${name.replace(/["\\\r\n]/g, " ").trim()}" <${address}>`;

export const createHttpMailDelivery = ({
  apiKey,
  to,
  from,
  url = RESEND_EMAILS_URL,
  timeoutMs = 10_000,
}: HttpMailDeliveryOptions): Delivery => ({
  deliver: async (lead, jobId) => {
    const email = composeLeadEmail(lead, { from, to });
    const response = await fetch(url, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${apiKey}`,
        "Content-Type": "application/json",
        "Idempotency-Key": `lead-email-${jobId}`,
      },
      body: JSON.stringify({
        from: email.from,
        to: [email.to],
        reply_to: mailbox(email.replyTo),
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: { "X-Northstar-Lead-Id": lead.id },
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => "")).slice(0, 300);
      throw new Error(`the mail API answered ${response.status}${detail ? `: ${detail}` : ""}`);
    }
  },
  close: () => {},
});
