import pino, { type DestinationStream, type Logger } from "pino";

/**
 * Standard output, written once per turn of the event loop: the lines of a burst of requests go out in one write, and
 * whatever is pending when the process exits is written then. pino's default destination (sonic-boom) measures the
 * UTF-8 length of all it holds for each line it is given, which cost more than making the line (`bench:serve`).
 */
const lineBatchingStdout = (): DestinationStream => {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const text = pending.join("");
    pending = [];
    process.stdout.write(text);
  };
  process.on("exit", flush);
  return {
    write: (line: string) => {
      if (pending.length === 0) setImmediate(flush);
      pending.push(line);
    },
  };
};

/** One for the process, however many loggers write to it. */
let stdout: DestinationStream | undefined;
const stdoutPerTurn = (): DestinationStream => (stdout ??= lineBatchingStdout());

/**
 * The server's JSON log, on standard output unless a destination is given (tests read it; a terminal gets
 * server/readable-log.ts).
 */
export const createLogger = (level: string, destination: DestinationStream = stdoutPerTurn()): Logger =>
  pino({ level, base: { service: "northstar-site" } }, destination);

export type { Logger };
