/**
 * How long a client has to send its request. One that is still sending its headers or body after
 * REQUEST_TIMEOUT_MS is answered 408 and its connection closed by Node itself, so a slow or half-sent body cannot hold
 * a connection and a handler open for Node's default of five minutes.
 */
import type { ServerOptions } from "node:http";

export const REQUEST_TIMEOUT_MS = 30_000;

/** How often Node looks for requests past their time: the 408 comes at most this much after REQUEST_TIMEOUT_MS. */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

export const requestTimeoutOptions: ServerOptions = {
  requestTimeout: REQUEST_TIMEOUT_MS,
  // Node requires the headers' own limit to be no longer than the whole request's.
  headersTimeout: REQUEST_TIMEOUT_MS,
  connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
};
