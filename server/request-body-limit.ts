/**
 * A request body limit whose 413 the client always receives. The answer says `Connection: close`, and the connection
 * is closed the way a server must close one whose request it has not read to the end: it stops writing, keeps reading
 * (and discarding) what the client is still sending, and closes once the client is done. Closing with unread bytes
 * would make the kernel reset the connection, and a reset can destroy the 413 before the client has read it.
 */
import type { HttpBindings } from "@hono/node-server";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/** How long a refused client may keep sending before the connection is cut anyway. */
const LINGER_MS = 5_000;
/** How much of a refused body is read and thrown away before the connection is cut anyway. */
const LINGER_MAX_BYTES = 64 * 1024 * 1024;

const closeAfterReadingTheRest = ({ incoming, outgoing }: HttpBindings): void => {
  const socket = incoming.socket;
  if (!socket || socket.destroyed) return;
  const cut = setTimeout(() => socket.destroy(), LINGER_MS);
  cut.unref();
  socket.once("close", () => clearTimeout(cut));

  // Node closes the socket of a `Connection: close` answer with destroySoon() once the answer is written (and so does
  // @hono/node-server when its own short drain gives up): there, only stop writing; the reading goes on.
  socket.destroySoon = () => {
    socket.end();
  };
  const closeWhenBothSidesAreDone = () => {
    if (incoming.readableEnded && socket.writableFinished) socket.destroy();
  };
  socket.once("finish", closeWhenBothSidesAreDone);

  outgoing.once("finish", () => {
    // The request's web stream reads the body through a 'data' listener that pauses it whenever its queue is full;
    // nobody reads that queue any more, so it lets go here, as in Node's own discarding of an unread body.
    incoming.removeAllListeners("data");
    let discarded = 0;
    incoming.on("data", (chunk: Buffer) => {
      discarded += chunk.byteLength;
      if (discarded > LINGER_MAX_BYTES) socket.destroy();
    });
    incoming.once("end", closeWhenBothSidesAreDone);
    incoming.resume();
  });
};

/** `bodyLimit` answering with `refuse(c)` plus `Connection: close`, then closing the connection cleanly. */
export const limitRequestBody = (maxBytes: number, refuse: (c: Context) => Response): MiddlewareHandler =>
  bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      const answer = refuse(c);
      answer.headers.set("Connection", "close");
      // Requests made in-process (tests, the development server) have no socket of their own to close.
      const bindings = c.env as Partial<HttpBindings> | undefined;
      if (bindings?.incoming && bindings.outgoing) closeAfterReadingTheRest(bindings as HttpBindings);
      return answer;
    },
  });
