import pino, { type DestinationStream, type Logger } from "pino";
import pretty from "pino-pretty";

/**
 * A line a person reads at a terminal: time, level, message and the fields, without the process's own. Anywhere else
 * (a container, a pipe, a log shipper) every line stays JSON.
 */
const forPeople = (): DestinationStream =>
  pretty({ colorize: true, translateTime: "HH:MM:ss", ignore: "pid,hostname,service", singleLine: true, sync: true });

/** The server's log, on standard output unless a destination is given (tests read it): JSON, or readable on a terminal. */
export const createLogger = (level: string, destination?: DestinationStream): Logger =>
  pino({ level, base: { service: "northstar-site" } }, destination ?? (process.stdout.isTTY ? forPeople() : undefined));

export type { Logger };
