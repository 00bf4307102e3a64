/** Writes a lead and its delivery jobs in one transaction, once per idempotency key. */
import { and, eq } from "drizzle-orm";
import type { Attribution, LeadFormType } from "../../core/lead-forms.ts";
import type { Database } from "./database.ts";
import { leads, type OutboxChannel, outboxJobs } from "./schema.ts";

export type LeadToStore = {
  formType: LeadFormType;
  fields: Record<string, string>;
  email: string;
  page?: string;
  attribution?: Attribution;
  spam: boolean;
  idempotencyKey?: string;
  requestFingerprint: string;
  /** Delivery jobs to enqueue with the lead; none for spam. */
  channels: readonly OutboxChannel[];
  /** When the first delivery attempt is due (now). */
  deliverFrom: Date;
};

export type StoreOutcome =
  | { status: "stored"; id: string }
  /** The key was seen before with the same submission: nothing new was written. */
  | { status: "replayed"; id: string }
  /** The key was seen before with a different submission. */
  | { status: "key-reused" };

export const storeLead = (db: Database, lead: LeadToStore): Promise<StoreOutcome> =>
  db.transaction(async (tx) => {
    // The unique index on (form_type, idempotency_key) is the guard: of two racing requests with one key, exactly
    // one insert succeeds and the other finds its row.
    const [inserted] = await tx
      .insert(leads)
      .values({
        formType: lead.formType,
        fields: lead.fields,
        email: lead.email.toLowerCase(),
        page: lead.page ?? null,
        utmSource: lead.attribution?.utm_source ?? null,
        utmMedium: lead.attribution?.utm_medium ?? null,
        utmCampaign: lead.attribution?.utm_campaign ?? null,
        utmTerm: lead.attribution?.utm_term ?? null,
        utmContent: lead.attribution?.utm_content ?? null,
        referrer: lead.attribution?.referrer ?? null,
        spam: lead.spam,
        idempotencyKey: lead.idempotencyKey ?? null,
        requestFingerprint: lead.requestFingerprint,
      })
      .onConflictDoNothing({ target: [leads.formType, leads.idempotencyKey] })
      .returning({ id: leads.id });

    if (inserted) {
      const channels = lead.spam ? [] : lead.channels;
      if (channels.length > 0) {
        await tx
          .insert(outboxJobs)
          .values(channels.map((channel) => ({ leadId: inserted.id, channel, nextAttemptAt: lead.deliverFrom })));
      }
      return { status: "stored", id: inserted.id };
    }

    const [existing] = await tx
      .select({ id: leads.id, requestFingerprint: leads.requestFingerprint })
      .from(leads)
      .where(and(eq(leads.formType, lead.formType), eq(leads.idempotencyKey, lead.idempotencyKey ?? "")));
    if (existing && existing.requestFingerprint === lead.requestFingerprint) return { status: "replayed", id: existing.id };
    return { status: "key-reused" };
  });
