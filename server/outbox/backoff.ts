/** When a failed delivery is tried again: 30 s, 1 min, 2 min … doubling up to an hour, give or take a fifth. */
export const FIRST_RETRY_MS = 30_000;
export const LONGEST_RETRY_MS = 60 * 60_000;
/** With the delays above, about 19 hours of trying before a job is marked dead. */
export const MAX_DELIVERY_ATTEMPTS = 25;

/** Delay after the `attempt`-th failed attempt (1-based). Jitter spreads out jobs that failed together. */
export const retryDelayMs = (attempt: number, random: () => number = Math.random): number => {
  const exponential = FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1);
  const jittered = Math.min(exponential, LONGEST_RETRY_MS) * (0.8 + 0.4 * random());
  return Math.round(Math.min(jittered, LONGEST_RETRY_MS));
};
