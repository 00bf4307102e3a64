import pino, { type DestinationStream, type Logger } from "pino";
import pretty from "pino-pretty";

/**
 * Standard output, written once per turn of the event loop: the lines of a burst of requests go out in one write, and
 * whatever is pending when the process exits is written then. pino's default destination (sonic-boom) measures the
 * UTF-8 length of all it holds for each line it is given, which cost more than making the line (`bench:serve`).
 */
const stdoutPerTurn = (): DestinationStream => {
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

/**
 * A line a person reads at a terminal: time, level, message and the fields, without the process's own. Anywhere else
 * (a container, a pipe, a log shipper) every line stays JSON.
 */
const forPeople = (): DestinationStream =>
  pretty({ colorize: true, translateTime: "HH:MM:ss", ignore: "pid,hostname,service", singleLine: true, sync: true });

/** The server's log, on standard output unless a destination is given (tests read it): JSON, or readable on a terminal. */
export const createLogger = (level: string, destination?: DestinationStream): Logger =>
  pino({ level, base: { service: "northstar-site" } }, destination ?? (process.stdout.isTTY ? forPeople() : stdoutPerTurn()));

export type { Logger };
