/** Writes a lead and its delivery jobs in one statement (so one transaction), once per idempotency key. */
import { and, eq, sql } from "drizzle-orm";
import type { Attribution, LeadFormType } from "#core/lead-forms.ts";
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

export const storeLead = async (db: Database, lead: LeadToStore): Promise<StoreOutcome> => {
  // One statement, so one round trip and one implicit transaction: the lead and its jobs are written together or
  // not at all. The unique index on (form_type, idempotency_key) is the guard: of two racing requests with one
  // key, exactly one insert succeeds and the other inserts nothing, neither lead nor jobs.
  const inserted = db.$with("inserted").as(
    db
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
      .returning({ id: leads.id }),
  );
  const channels = lead.spam ? [] : lead.channels;
  const jobs = db.$with("jobs", {}).as(
    sql`insert into ${outboxJobs} (lead_id, channel, next_attempt_at)
      select inserted.id, channels.channel, ${lead.deliverFrom.toISOString()}::timestamptz
      from inserted cross join (values ${sql.join(
        channels.map((channel) => sql`(${channel})`),
        sql`, `,
      )}) as channels(channel)`,
  );
  const [stored] = await (channels.length > 0 ? db.with(inserted, jobs) : db.with(inserted))
    .select({ id: inserted.id })
    .from(inserted);
  if (stored) return { status: "stored", id: stored.id };

  const [existing] = await db
    .select({ id: leads.id, requestFingerprint: leads.requestFingerprint })
    .from(leads)
    .where(and(eq(leads.formType, lead.formType), eq(leads.idempotencyKey, lead.idempotencyKey ?? "")));
  if (existing && existing.requestFingerprint === lead.requestFingerprint) return { status: "replayed", id: existing.id };
  return { status: "key-reused" };
};

/** Whether a lead of this form was stored under this idempotency key: a request carrying it stores nothing new. */
export const isKeyStored = async (db: Database, formType: LeadFormType, idempotencyKey: string): Promise<boolean> => {
  const [stored] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.formType, formType), eq(leads.idempotencyKey, idempotencyKey)))
    .limit(1);
  return stored !== undefined;
};
