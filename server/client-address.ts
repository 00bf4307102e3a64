/** The address a request came from: the socket's peer, or with trusted proxies in front, the one they saw. */
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The socket's peer; empty for requests made in-process (tests, app.request), which have no socket. */
export const socketAddress = (c: Context): string => {
  try {
    return getConnInfo(c).remote.address ?? "";
  } catch {
    return "";
  }
};

/**
 * `trustProxyHops` is how many proxies of ours stand in front of the server. Each appends the address it received
 * the request from to X-Forwarded-For, so the entry that many places from the end is the client as our outermost
 * proxy saw it; entries before it are whatever the client chose to send and are ignored.
 */
export const clientAddress = (c: Context, trustProxyHops: number): string => {
  if (trustProxyHops > 0) {
    const chain = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const seenByOurProxy = chain[chain.length - trustProxyHops];
    if (seenByOurProxy) return seenByOurProxy;
  }
  return socketAddress(c) || "unknown";
};
