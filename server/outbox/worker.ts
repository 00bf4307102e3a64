/**
 * The outbox worker: runs inside the server process, claims due delivery jobs, delivers them and records the outcome.
 * A failed attempt is retried with exponential backoff; after the last attempt the job is kept as dead, never dropped.
 * A delivery the recipient refused for good (DeliveryRefused) is kept as failed at once.
 */
import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import type { Database } from "#server/db/database.ts";
import { type Lead, leads, type OutboxChannel } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import { MAX_DELIVERY_ATTEMPTS, retryDelayMs } from "./backoff.ts";
import { type Delivery, DeliveryRefused } from "./delivery.ts";
import { type ClaimedJob, claimDueJobs, markJobFailed, markJobSent } from "./outbox-jobs.ts";

export type OutboxWorkerOptions = {
  db: Database;
  logger: Logger;
  /** The channels this instance can deliver; jobs of the others wait in the outbox. */
  deliveries: Partial<Record<OutboxChannel, Delivery>>;
  workerId?: string;
  pollIntervalMs?: number;
  /** Longer than the slowest delivery attempt can take (SMTP and webhook time out well before). */
  leaseMs?: number;
  maxAttempts?: number;
  batchSize?: number;
  /**
   * A bound on one `runOnce`, for a run that must end within a platform's limits (an edge function's CPU and wall
   * clock): it takes no new batch once this many jobs were attempted, or once this many milliseconds have passed.
   */
  maxJobsPerRun?: number;
  claimForMs?: number;
  now?: () => Date;
  retryDelay?: (attempt: number) => number;
};

export type OutboxWorker = {
  /** Claims and delivers due jobs until none is left; resolves with how many were delivered and how many failed. */
  runOnce: () => Promise<{ sent: number; failed: number }>;
  start: () => void;
  /** Asks a started worker to look for jobs now instead of at its next poll. */
  wake: () => void;
  /** Finishes the deliveries under way, then stops. */
  stop: () => Promise<void>;
};

const channelNames: Record<OutboxChannel, string> = { email: "e-mail", webhook: "webhook", hubspot: "HubSpot" };

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const createOutboxWorker = ({
  db,
  logger,
  deliveries,
  workerId = `${process.pid}-${randomUUID().slice(0, 8)}`,
  pollIntervalMs = 5_000,
  leaseMs = 120_000,
  maxAttempts = MAX_DELIVERY_ATTEMPTS,
  batchSize = 10,
  maxJobsPerRun = Number.POSITIVE_INFINITY,
  claimForMs = Number.POSITIVE_INFINITY,
  now = () => new Date(),
  retryDelay = retryDelayMs,
}: OutboxWorkerOptions): OutboxWorker => {
  let stopping = false;
  const channels = (Object.keys(deliveries) as OutboxChannel[]).filter((channel) => deliveries[channel]);

  const deliverJob = async (job: ClaimedJob, lead: Lead | undefined, claimedAt: Date): Promise<boolean> => {
    const log = { leadId: job.leadId, jobId: job.id, channel: job.channel, attempt: job.attempts };
    if (!lead) return false; // deleted since it was claimed; its jobs went with it
    let failure: unknown;
    try {
      const delivery = deliveries[job.channel];
      if (!delivery) throw new Error(`no ${job.channel} delivery is configured`);
      await delivery.deliver(lead, job.id);
    } catch (error) {
      failure = error ?? new Error("delivery failed");
    }
    if (failure === undefined) {
      // Not recorded as a failure: the delivery arrived. Left as it is, the job is sent again once its lease runs out.
      try {
        await markJobSent(db, job.id, workerId, now());
      } catch (error) {
        const leaseEnds = new Date(claimedAt.getTime() + leaseMs).toISOString();
        logger.error(
          { ...log, err: error, leaseEnds },
          `${channelNames[job.channel]} delivery of lead ${lead.id} (job ${job.id}) was sent, but recording it as sent failed: ` +
            `the job stays leased until ${leaseEnds} and will then be sent again (a duplicate the recipient can recognise by the lead id)`,
        );
        return true;
      }
      logger.info(log, `lead ${lead.id} delivered by ${channelNames[job.channel]}`);
      return true;
    }
    const reason = errorMessage(failure);
    const refused = failure instanceof DeliveryRefused;
    const gaveUp = refused || job.attempts >= maxAttempts;
    const nextAttemptAt = gaveUp ? null : new Date(now().getTime() + retryDelay(job.attempts));
    try {
      await markJobFailed(db, job.id, workerId, { error: reason, nextAttemptAt, refused });
    } catch (error) {
      const leaseEnds = new Date(claimedAt.getTime() + leaseMs).toISOString();
      logger.error(
        { ...log, err: error, error: reason, leaseEnds },
        `${channelNames[job.channel]} delivery of lead ${lead.id} (job ${job.id}) failed (${reason}), and recording the failure failed too: ` +
          `the job will be tried again once its lease runs out at ${leaseEnds}`,
      );
      return false;
    }
    if (refused) {
      logger.error(
        { ...log, error: reason },
        `${channelNames[job.channel]} refused lead ${lead.id} (${reason}); the job is kept as failed and not tried again (npm run leads -- outbox)`,
      );
    } else if (nextAttemptAt) {
      logger.warn(
        { ...log, nextAttemptAt: nextAttemptAt.toISOString(), error: reason },
        `${channelNames[job.channel]} delivery of lead ${lead.id} failed (attempt ${job.attempts}); next retry at ${nextAttemptAt.toISOString()}`,
      );
    } else {
      logger.error(
        { ...log, error: reason },
        `${channelNames[job.channel]} delivery of lead ${lead.id} failed ${job.attempts} times; gave up, the job is kept as dead (npm run leads -- outbox)`,
      );
    }
    return false;
  };

  const runOnce = async () => {
    let sent = 0;
    let failed = 0;
    const startedAt = Date.now();
    while (!stopping && sent + failed < maxJobsPerRun && Date.now() - startedAt < claimForMs) {
      const claimedAt = now();
      const limit = Math.min(batchSize, maxJobsPerRun - sent - failed);
      const jobs = await claimDueJobs(db, { workerId, channels, now: claimedAt, leaseMs, limit });
      if (jobs.length === 0) return { sent, failed };
      const leadIds = [...new Set(jobs.map((job) => job.leadId))];
      const rows = await db.select().from(leads).where(inArray(leads.id, leadIds));
      const leadsById = new Map(rows.map((lead) => [lead.id, lead]));
      for (const job of jobs) {
        if (await deliverJob(job, leadsById.get(job.leadId), claimedAt)) sent++;
        else failed++;
      }
    }
    return { sent, failed };
  };

  let running: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  let wokenEarly = false;

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (wokenEarly || stopping) {
        wokenEarly = false;
        resolve();
        return;
      }
      const timer = setTimeout(resolve, pollIntervalMs);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      wakeUp = undefined;
    });

  const loop = async () => {
    while (!stopping) {
      try {
        await runOnce();
      } catch (error) {
        logger.error({ err: error }, "outbox worker could not read its jobs; trying again at the next poll");
      }
      await sleep();
    }
  };

  return {
    runOnce,
    start: () => {
      if (running || channels.length === 0) return;
      stopping = false;
      running = loop();
    },
    wake: () => {
      if (wakeUp) wakeUp();
      else wokenEarly = true;
    },
    stop: async () => {
      stopping = true;
      wakeUp?.();
      await running;
      running = undefined;
      for (const channel of channels) deliveries[channel]?.close();
    },
  };
};
