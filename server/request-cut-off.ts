/**
 * Whether a request's body stopped arriving: the client went away mid-body, or was too slow and Node answered it 408
 * and closed the connection (request-timeouts.ts). Either is the client's doing, not a fault of ours: logged once, at
 * info, by the request log, and by nothing else.
 */
import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";

export const isRequestCutOff = (c: Context): boolean => {
  const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming || incoming.complete) return false;
  return incoming.destroyed || incoming.readableAborted || incoming.socket?.destroyed === true;
};
