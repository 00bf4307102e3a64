/** The request log: one line per request, written the same way by the app and by the static fast path. */
import type { Logger } from "./logger.ts";

export const logRequest = (
  logger: Logger,
  started: number,
  method: string,
  path: string,
  status: number,
  userAgent: string | undefined,
): void => {
  logger.info({ method, path, status, durationMs: Math.round((performance.now() - started) * 10) / 10, userAgent }, "request");
};
