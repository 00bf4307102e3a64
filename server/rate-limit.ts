/**
 * A per-client fixed-window submission limit kept in the database, so every instance of the server counts against
 * the same budget, and a restart forgets nothing; on the embedded database, which one server holds, the counts are kept
 * in the process and written behind. Well-formed submissions and refused ones are counted apart: a
 * visitor's mistakes never spend the budget of their leads (nor that of everyone behind the same address), and a
 * flood of refused posts still meets a bound of its own (refusedSubmissionLimit). Clients are stored as an HMAC-SHA-256 of their address under a secret key, never the address itself:
 * an unkeyed hash of an IPv4 address is reversed by hashing all four billion of them.
 */
import { createHmac } from "node:crypto";
import { gte, lt, sql } from "drizzle-orm";
import type { Database } from "#server/db/database.ts";
import { rateLimitBuckets } from "#server/db/schema.ts";

export type RateLimitOptions = {
  /** Well-formed submissions allowed per client per window; 0 turns the limit off. */
  max: number;
  windowMs: number;
  /** The HMAC key of the stored address hashes; every instance sharing the database needs the same one. */
  secret: string;
  now?: () => number;
  /**
   * This process is the database's only writer (the embedded database, which one server holds at a time): the counts
   * are kept here and written behind, so a submission waits for no write, and the next process reads them back.
   */
  soleWriter?: boolean;
};

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** What a submission turned out to be once the function had read it. */
export type SubmissionKind = "well-formed" | "refused";

export type RateLimiter = {
  /** Counts one submission of `kind` from the client and says whether it is within that kind's limit. */
  count: (clientAddress: string, kind: SubmissionKind) => Promise<RateLimitVerdict>;
  /** Writes the counts still held in this process, for a server about to close its database. */
  flush: () => Promise<void>;
};

/** How many refused submissions a client may send per window for each well-formed one allowed. */
const REFUSED_PER_WELL_FORMED = 5;

/** Refused submissions allowed per client per window: enough for every honest mistake, few enough to stop a flood. */
export const refusedSubmissionLimit = (max: number): number => max * REFUSED_PER_WELL_FORMED;

/**
 * Old windows are deleted now and then, by whichever instance gets there first, within the request that comes due:
 * one indexed delete a minute, and no work left running after the answer (a late delete, dated by another clock,
 * once removed the rows of the next test).
 */
const PRUNE_EVERY_MS = 60_000;

export const clientBucketKey = (secret: string, clientAddress: string, kind: SubmissionKind = "well-formed"): string =>
  createHmac("sha256", secret)
    .update(kind === "well-formed" ? clientAddress : `refused ${clientAddress}`)
    .digest("base64url")
    .slice(0, 32);

/** One submission waiting for its count: the bucket it falls in and where its count goes. */
type Hit = { key: string; windowStart: number; counted: (hits: number) => void; failed: (error: unknown) => void };

/**
 * Counts hits in the database a batch at a time: the hits that arrive while one batch is being written go together in
 * the next, one upsert for all of them (each bucket once, raised by its number of hits), and each hit learns its own
 * count from the bucket's new total. Alone, a hit is written at once; under a flood, the limiter's writes stay few
 * (one per batch, not one per submission) while every count stays exact, across instances and restarts.
 */
const batchedCounter = (db: Database) => {
  let waiting: Hit[] = [];
  let writing = false;

  const write = async (batch: Hit[]) => {
    const buckets = new Map<string, { windowStart: number; hits: Hit[] }>();
    for (const hit of batch) {
      const bucket = buckets.get(hit.key);
      if (bucket) bucket.hits.push(hit);
      else buckets.set(hit.key, { windowStart: hit.windowStart, hits: [hit] });
    }
    try {
      const rows = await db
        .insert(rateLimitBuckets)
        .values(
          [...buckets].map(([key, bucket]) => ({ key, windowStart: new Date(bucket.windowStart), hits: bucket.hits.length })),
        )
        .onConflictDoUpdate({
          target: rateLimitBuckets.key,
          set: {
            hits: sql`case when ${rateLimitBuckets.windowStart} = excluded.window_start then ${rateLimitBuckets.hits} + excluded.hits else excluded.hits end`,
            windowStart: sql`excluded.window_start`,
          },
        })
        .returning({ key: rateLimitBuckets.key, hits: rateLimitBuckets.hits });
      for (const row of rows) {
        const hits = buckets.get(row.key)?.hits ?? [];
        buckets.delete(row.key);
        // The batch's hits on one bucket come last, in the order they arrived.
        for (const [index, hit] of hits.entries()) hit.counted(row.hits - hits.length + index + 1);
      }
      for (const bucket of buckets.values())
        for (const hit of bucket.hits) hit.failed(new Error("the rate limit's count was not returned"));
    } catch (error) {
      for (const hit of batch) hit.failed(error);
    }
  };

  const drain = async () => {
    writing = true;
    while (waiting.length > 0) {
      // A bucket is written once per statement: a hit on a bucket of a window already in this batch waits for the next.
      const batch: Hit[] = [];
      const later: Hit[] = [];
      const windows = new Map<string, number>();
      for (const hit of waiting) {
        const window = windows.get(hit.key);
        if (window === undefined) windows.set(hit.key, hit.windowStart);
        (window === undefined || window === hit.windowStart ? batch : later).push(hit);
      }
      waiting = later;
      await write(batch);
    }
    writing = false;
  };

  return (key: string, windowStart: number): Promise<number> =>
    new Promise((counted, failed) => {
      waiting.push({ key, windowStart, counted, failed });
      if (!writing) void drain();
    });
};

/**
 * How long a count waits to be written behind: the hits of that time go in one write, a handful of writes a second
 * whatever the traffic. A crash forgets at most this much.
 */
const WRITE_BEHIND_MS = 250;

/**
 * Counts hits in this process, for a database no other process writes: the buckets of the current window are read
 * once, each hit is counted here at once, and the buckets changed are written behind, all those changed within
 * WRITE_BEHIND_MS in one upsert.
 */
const inProcessCounter = (db: Database, windowMs: number, now: () => number) => {
  const buckets = new Map<string, { windowStart: number; hits: number }>();
  const changed = new Set<string>();
  let loaded: Promise<void> | undefined;
  let scheduled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();

  const load = () =>
    (loaded ??= db
      .select()
      .from(rateLimitBuckets)
      .where(gte(rateLimitBuckets.windowStart, new Date(now() - windowMs)))
      .then((rows) => {
        for (const row of rows) buckets.set(row.key, { windowStart: row.windowStart.getTime(), hits: row.hits });
      }));

  const write = async () => {
    const keys = [...changed];
    changed.clear();
    const rows = keys.flatMap((key) => {
      const bucket = buckets.get(key);
      return bucket ? [{ key, windowStart: new Date(bucket.windowStart), hits: bucket.hits }] : [];
    });
    try {
      await db
        .insert(rateLimitBuckets)
        .values(rows)
        .onConflictDoUpdate({
          target: rateLimitBuckets.key,
          set: { hits: sql`excluded.hits`, windowStart: sql`excluded.window_start` },
        });
    } catch {
      // Tried again with the next write: the counts here stay right meanwhile.
      for (const key of keys) changed.add(key);
    }
    scheduled = false;
    scheduleWrite();
  };

  function scheduleWrite() {
    if (scheduled || changed.size === 0) return;
    scheduled = true;
    timer = setTimeout(() => {
      writing = write();
    }, WRITE_BEHIND_MS);
    timer.unref();
  }

  /** Writes now what waits for its write behind, after any write under way. */
  const flush = async () => {
    await writing;
    clearTimeout(timer);
    scheduled = false;
    if (changed.size === 0) return;
    writing = write();
    await writing;
  };

  const count = async (key: string, windowStart: number): Promise<number> => {
    await load();
    const bucket = buckets.get(key);
    const hits = bucket?.windowStart === windowStart ? bucket.hits + 1 : 1;
    buckets.set(key, { windowStart, hits });
    changed.add(key);
    scheduleWrite();
    return hits;
  };
  /** Forgets the buckets of windows that have ended, as the database's are deleted. */
  const forgetBefore = (windowStart: number) => {
    for (const [key, bucket] of buckets) if (bucket.windowStart < windowStart) buckets.delete(key);
  };
  return { count, forgetBefore, flush };
};

export const createRateLimiter = (
  db: Database,
  { max, windowMs, secret, now = Date.now, soleWriter = false }: RateLimitOptions,
): RateLimiter => {
  const inProcess = soleWriter ? inProcessCounter(db, windowMs, now) : undefined;
  const count = inProcess?.count ?? batchedCounter(db);
  let lastPrune = 0;
  const prune = async (at: number) => {
    if (at - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = at;
    inProcess?.forgetBefore(at - windowMs);
    await db
      .delete(rateLimitBuckets)
      .where(lt(rateLimitBuckets.windowStart, new Date(at - windowMs)))
      .catch(() => {
        // Pruning is housekeeping: a failure only leaves a few stale rows for the next try.
      });
  };

  const countHit: RateLimiter["count"] = async (clientAddress, kind) => {
    if (max <= 0) return { allowed: true };
    const limit = kind === "well-formed" ? max : refusedSubmissionLimit(max);
    const at = now();
    const windowStart = Math.floor(at / windowMs) * windowMs;
    const hits = await count(clientBucketKey(secret, clientAddress, kind), windowStart);
    await prune(at);
    if (hits <= limit) return { allowed: true };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - at) / 1000)) };
  };
  // Counted in the database for every instance (batchedCounter), each hit is written before its answer: none to flush.
  return { count: countHit, flush: inProcess?.flush ?? (async () => {}) };
};
