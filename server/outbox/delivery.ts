/** A channel the outbox delivers leads through (e-mail, webhook). `deliver` throws when the attempt failed. */
import type { Lead } from "#server/db/schema.ts";

export type Delivery = {
  deliver: (lead: Lead, jobId: string) => Promise<void>;
  close: () => void;
};
