/** Reading and erasing stored leads, for the operator's `npm run leads` command. */
import { and, asc, count, eq, gte, inArray } from "drizzle-orm";
import type { Database } from "./database.ts";
import { type Lead, leads, outboxJobs } from "./schema.ts";

export type LeadQuery = { since?: Date; includeSpam?: boolean };

export const listLeads = (db: Database, { since, includeSpam = false }: LeadQuery = {}): Promise<Lead[]> =>
  db
    .select()
    .from(leads)
    .where(and(since ? gte(leads.receivedAt, since) : undefined, includeSpam ? undefined : eq(leads.spam, false)))
    .orderBy(asc(leads.receivedAt), asc(leads.id));

/** Deletes every lead sent with this address (any case) and, through the foreign key, their delivery jobs. */
export const deleteLeadsByEmail = (db: Database, email: string) =>
  db.transaction(async (tx) => {
    const matching = await tx.select({ id: leads.id }).from(leads).where(eq(leads.email, email.trim().toLowerCase()));
    const ids = matching.map((lead) => lead.id);
    if (ids.length === 0) return { leads: 0, jobs: 0 };
    const [jobs] = await tx.select({ n: count() }).from(outboxJobs).where(inArray(outboxJobs.leadId, ids));
    await tx.delete(leads).where(inArray(leads.id, ids));
    return { leads: ids.length, jobs: jobs?.n ?? 0 };
  });
