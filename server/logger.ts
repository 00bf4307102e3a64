import pino, { type DestinationStream, type Logger } from "pino";

/** The server's JSON log, on standard output unless a destination is given (tests read it). */
export const createLogger = (level: string, destination?: DestinationStream): Logger =>
  pino({ level, base: { service: "northstar-site" } }, destination);

export type { Logger };
