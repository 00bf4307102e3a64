/** A channel the outbox delivers leads through (e-mail, webhook, HubSpot). `deliver` throws when the attempt failed. */
import type { Lead } from "#server/db/schema.ts";

export type Delivery = {
  deliver: (lead: Lead, jobId: string) => Promise<void>;
  close: () => void;
};

/**
 * What `deliver` throws when the recipient refused the lead in a way no retry can change (a 4xx other than 429): the
 * job ends as failed at once, its message kept for the operator, instead of being retried for hours.
 */
export class DeliveryRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DeliveryRefused";
  }
}
