/** The outbox's queries: claim due jobs under a lease, record the outcome, list what is not yet delivered. */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "#server/db/database.ts";
import { rowsOf } from "#server/db/result-rows.ts";
import { leads, type OutboxChannel, type OutboxJob, outboxJobs } from "#server/db/schema.ts";

export type ClaimedJob = Pick<OutboxJob, "id" | "leadId" | "channel" | "attempts">;

export type ClaimOptions = {
  workerId: string;
  channels: readonly OutboxChannel[];
  now: Date;
  leaseMs: number;
  limit: number;
};

/**
 * Takes up to `limit` due jobs and leases them to this worker. SKIP LOCKED lets workers in other instances claim
 * other jobs at the same moment instead of waiting; the lease (locked_until) keeps the job from every other worker
 * until it passes, which is also what frees a job whose worker died mid-delivery.
 */
export const claimDueJobs = async (
  db: Database,
  { workerId, channels, now, leaseMs, limit }: ClaimOptions,
): Promise<ClaimedJob[]> => {
  if (channels.length === 0) return [];
  const at = now.toISOString();
  const leaseEnd = new Date(now.getTime() + leaseMs).toISOString();
  const result = await db.execute(sql`
    with due as materialized (
      select id from outbox_jobs
      where status = 'pending'
        and next_attempt_at <= ${at}::timestamptz
        and (locked_until is null or locked_until < ${at}::timestamptz)
        and channel in (${sql.join(
          channels.map((channel) => sql`${channel}`),
          sql`, `,
        )})
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    update outbox_jobs as job
    set locked_until = ${leaseEnd}::timestamptz, locked_by = ${workerId}, attempts = job.attempts + 1
    from due
    where job.id = due.id
    returning job.id, job.lead_id, job.channel, job.attempts`);
  return rowsOf<{ id: string; lead_id: string; channel: OutboxChannel; attempts: number }>(result).map((row) => ({
    id: row.id,
    leadId: row.lead_id,
    channel: row.channel,
    attempts: Number(row.attempts),
  }));
};

const heldBy = (jobId: string, workerId: string) => and(eq(outboxJobs.id, jobId), eq(outboxJobs.lockedBy, workerId));

export const markJobSent = (db: Database, jobId: string, workerId: string, now: Date) =>
  db.update(outboxJobs).set({ status: "sent", sentAt: now, lockedUntil: null, lastError: null }).where(heldBy(jobId, workerId));

/**
 * Records a failed attempt: pending until `nextAttemptAt`, or, without one, dead (out of attempts) or failed (refused
 * for good by the recipient).
 */
export const markJobFailed = (
  db: Database,
  jobId: string,
  workerId: string,
  failure: { error: string; nextAttemptAt: Date | null; refused?: boolean },
) =>
  db
    .update(outboxJobs)
    .set({
      status: failure.nextAttemptAt ? "pending" : failure.refused ? "failed" : "dead",
      nextAttemptAt: failure.nextAttemptAt ?? undefined,
      lockedUntil: null,
      lastError: failure.error.slice(0, 2_000),
    })
    .where(heldBy(jobId, workerId));

/** Every job not yet delivered, oldest first, with the lead it belongs to: what the operator's `outbox` command shows. */
export const listUndeliveredJobs = (db: Database) =>
  db
    .select({
      id: outboxJobs.id,
      leadId: outboxJobs.leadId,
      channel: outboxJobs.channel,
      status: outboxJobs.status,
      attempts: outboxJobs.attempts,
      nextAttemptAt: outboxJobs.nextAttemptAt,
      lastError: outboxJobs.lastError,
      createdAt: outboxJobs.createdAt,
      formType: leads.formType,
      email: leads.email,
    })
    .from(outboxJobs)
    .innerJoin(leads, eq(leads.id, outboxJobs.leadId))
    .where(ne(outboxJobs.status, "sent"))
    .orderBy(asc(outboxJobs.createdAt));

/** Gives the named jobs, or every job of a status (dead or failed), a fresh start: pending, due now, attempts from zero. */
export const retryJobs = (db: Database, now: Date, which: readonly string[] | "dead" | "failed") =>
  db
    .update(outboxJobs)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now, lockedUntil: null })
    .where(
      typeof which === "string"
        ? eq(outboxJobs.status, which)
        : and(inArray(outboxJobs.id, [...which]), ne(outboxJobs.status, "sent")),
    )
    .returning({ id: outboxJobs.id });
