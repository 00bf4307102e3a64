/**
 * The log as a person reads it at a terminal: time, level, message and the fields, without the process's own. Given
 * to the server's logger by the processes a person starts (`npm start`, `npm run serve`) when their output is a
 * terminal; anywhere else (a container, a pipe, a log shipper) every line stays JSON. Node only: the Supabase
 * functions import the logger, not this.
 */
import type { DestinationStream } from "pino";
import pretty from "pino-pretty";

export const readableLogOnATerminal = (): DestinationStream | undefined =>
  process.stdout.isTTY
    ? pretty({ colorize: true, translateTime: "HH:MM:ss", ignore: "pid,hostname,service", singleLine: true, sync: true })
    : undefined;
