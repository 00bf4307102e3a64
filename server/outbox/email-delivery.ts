/** Sends a lead's notification to the sales inbox over SMTP (SMTP_URL). */
import nodemailer from "nodemailer";
import type { Delivery } from "./delivery.ts";
import { composeLeadEmail } from "./lead-email.ts";

export type EmailDeliveryOptions = { smtpUrl: string; to: string; from: string };

export const createEmailDelivery = ({ smtpUrl, to, from }: EmailDeliveryOptions): Delivery => {
  // Short timeouts: a dead mail server should fail the attempt (and be retried) well inside the job's lease.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    deliver: async (lead) => {
      const email = composeLeadEmail(lead, { from, to });
      await transport.sendMail({ ...email, headers: { "X-Northstar-Lead-Id": lead.id } });
    },
    close: () => transport.close(),
  };
};
