/**
 * The lead-capture tables. Changing this file means a new migration: `npm run db:generate` (which also writes the
 * Supabase project's migrations). Row-level security is on and no table has a policy: where the database is reachable
 * through an API with a public key (Supabase's Data API), no role but the owner reads or writes a row.
 */
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { LeadFormType } from "#core/lead-forms.ts";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    formType: text("form_type").$type<LeadFormType>().notNull(),
    /** The validated form fields, exactly as the schema of its form type returned them. */
    fields: jsonb("fields").$type<Record<string, string>>().notNull(),
    /** Copied out of `fields`, lower-cased, so a person's data can be found and deleted. */
    email: text("email").notNull(),
    receivedAt: timestamptz("received_at").notNull().defaultNow(),
    page: text("page"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    utmTerm: text("utm_term"),
    utmContent: text("utm_content"),
    referrer: text("referrer"),
    spam: boolean("spam").notNull().default(false),
    idempotencyKey: text("idempotency_key"),
    /** SHA-256 of the validated request, so a reused key with a different submission is refused, not replayed. */
    requestFingerprint: text("request_fingerprint"),
  },
  (table) => [
    uniqueIndex("leads_form_type_idempotency_key_unique").on(table.formType, table.idempotencyKey),
    index("leads_email_idx").on(table.email),
    index("leads_received_at_idx").on(table.receivedAt),
    check("leads_form_type_known", sql`${table.formType} in ('contact-sales', 'contact-message')`),
  ],
).enableRLS();

export type OutboxChannel = "email" | "webhook" | "hubspot";
/**
 * pending: waiting for its next attempt (maybe after failures); sent; dead: gave up after the last attempt; failed:
 * refused by the recipient in a way no retry can change (HubSpot's 4xx), so never tried again by itself.
 */
export type OutboxStatus = "pending" | "sent" | "dead" | "failed";

export const outboxJobs = pgTable(
  "outbox_jobs",
  {
    id: uuid("id").primaryKey().default(sql`gen_random_uuid()`),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    channel: text("channel").$type<OutboxChannel>().notNull(),
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamptz("next_attempt_at").notNull().defaultNow(),
    /** Set while a worker holds the job; another worker may take it only once this has passed. */
    lockedUntil: timestamptz("locked_until"),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    sentAt: timestamptz("sent_at"),
  },
  (table) => [
    index("outbox_jobs_due_idx").on(table.status, table.nextAttemptAt),
    index("outbox_jobs_lead_id_idx").on(table.leadId),
    check("outbox_jobs_channel_known", sql`${table.channel} in ('email', 'webhook', 'hubspot')`),
    check("outbox_jobs_status_known", sql`${table.status} in ('pending', 'sent', 'dead', 'failed')`),
  ],
).enableRLS();

/** One fixed window of requests per client; the key is a hash, never a raw IP address. */
export const rateLimitBuckets = pgTable("rate_limit_buckets", {
  key: text("key").primaryKey(),
  windowStart: timestamptz("window_start").notNull(),
  hits: integer("hits").notNull(),
}).enableRLS();

export type Lead = typeof leads.$inferSelect;
export type NewLead = typeof leads.$inferInsert;
export type OutboxJob = typeof outboxJobs.$inferSelect;
