/**
 * Serves the server's embedded database over the PostgreSQL wire protocol on a Unix socket, so that local commands
 * (`npm run leads`) use it while the site runs and the server stays the only process that opens the PGlite files.
 *
 * PGlite is one session. A client's statements must not interleave with the server's own: a visitor's lead stored
 * between a client's BEGIN and ROLLBACK would vanish with it. So a client holds PGlite's transaction lock, the one
 * the server's queries and transactions take, from its first message until it is idle outside a transaction again.
 *
 * Outside a transaction the lock is never held while the client is to speak. postgres.js sends a query with
 * parameters in two round trips (Parse, Describe, Flush; then, having read the parameter types, Bind, Execute, Sync),
 * and holding the lock across the first round trip stalled the site for as long as the command's process took to
 * answer: commands started four a second during a flood cut the site's pace to an eighth and ran 12 s each. So the
 * lock is let go after the Flush, and the client's unnamed statement, which the server's own queries replace
 * meanwhile, is parsed again before its Bind.
 */
import { chmodSync, rmSync } from "node:fs";
import { createServer, type Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";

/** How long a client may keep the database to itself without sending anything: the site's requests wait meanwhile. */
const IDLE_HOLD_LIMIT_MS = 10_000;

const SSL_REQUEST = 80_877_103;
const GSSENC_REQUEST = 80_877_104;
const CANCEL_REQUEST = 80_877_102;

/** A simple-protocol query message: 'Q', length, text, NUL. */
const queryMessage = (text: string): Uint8Array => {
  const body = Buffer.from(`${text}\0`);
  const message = Buffer.alloc(5 + body.length);
  message.write("Q", 0);
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return message;
};
const SYNC = Uint8Array.of(0x53, 0, 0, 0, 4);

/** Whether backend messages (type byte, then a length that counts itself) include an ErrorResponse. */
const includesError = (bytes: Buffer): boolean => {
  for (let at = 0; at + 5 <= bytes.length; at += 1 + bytes.readInt32BE(at + 1)) {
    if (bytes[at] === 0x45) return true;
  }
  return false;
};

export type EmbeddedDatabaseSocket = { close: () => Promise<void> };

export const serveEmbeddedDatabase = async (client: PGlite, socketPath: string): Promise<EmbeddedDatabaseSocket> => {
  const sessions = new Set<Promise<void>>();

  /** Resolves once the server's own queries and transactions are done; they wait until the returned release is called. */
  const takeDatabase = () =>
    new Promise<() => void>((granted) => {
      void client._runExclusiveTransaction(() => new Promise<void>((release) => granted(release)));
    });

  const run = (message: Uint8Array, onData: (bytes: Uint8Array) => void) =>
    client.runExclusive(() => client.execProtocolRawStream(message, { onRawData: onData }));

  const serveSession = (socket: Socket): Promise<void> => {
    let pending = Buffer.alloc(0);
    let started = false;
    let release: (() => void) | undefined;
    let idleTimer: NodeJS.Timeout | undefined;
    let queue = Promise.resolve();
    let ended = false;
    const send = (bytes: Uint8Array) => {
      if (!socket.destroyed) socket.write(Buffer.from(bytes));
    };

    /** The client's last Parse of the unnamed statement, while it may still Bind it. */
    let unnamedParse: Buffer | undefined;
    /** Whether the lock was let go since that Parse, so the server's own queries may have replaced the statement. */
    let parseMayBeLost = false;
    /** Whether the messages since the last Sync only parsed and described: nothing a Flush could leave half-done. */
    let onlyParsed = false;

    const handle = async (message: Buffer, type: string) => {
      if (ended) return;
      clearTimeout(idleTimer);
      if (type === "P") {
        // Parse: 'P', length, statement name (NUL-terminated), …; the unnamed statement's name is empty.
        unnamedParse = message[5] === 0 ? message : undefined;
        parseMayBeLost = false;
        onlyParsed = true;
      } else if (type !== "D" && type !== "H") onlyParsed = false;
      release ??= await takeDatabase();
      if (type === "B" && parseMayBeLost && unnamedParse) await run(unnamedParse, () => {});
      parseMayBeLost = false;
      if (onlyParsed) {
        // Parse, Describe, Flush: small answers, read whole to see whether the backend now skips until Sync.
        const answer: Buffer[] = [];
        await run(message, (bytes) => answer.push(Buffer.from(bytes)));
        const bytes = Buffer.concat(answer);
        if (includesError(bytes)) onlyParsed = false;
        send(bytes);
      } else await run(message, send);
      // A client idle outside a transaction owns nothing: the site goes on. Inside one, it keeps the database.
      const betweenRoundTrips = type === "H" && onlyParsed && unnamedParse !== undefined;
      const idle = type === "startup" || type === "Q" || type === "S" || type === "F" || betweenRoundTrips;
      if (type === "S") unnamedParse = undefined;
      if (idle && !client.isInTransaction()) {
        parseMayBeLost = betweenRoundTrips;
        release();
        release = undefined;
      } else {
        idleTimer = setTimeout(() => socket.destroy(), IDLE_HOLD_LIMIT_MS);
      }
    };

    /** Undoes whatever a client left open (a transaction, half an extended query) and gives the database back. */
    const end = async () => {
      ended = true;
      clearTimeout(idleTimer);
      if (!release) return;
      const ignore = () => {};
      await run(queryMessage("ROLLBACK"), ignore);
      await run(SYNC, ignore);
      if (client.isInTransaction()) await run(queryMessage("ROLLBACK"), ignore);
      release();
      release = undefined;
    };

    const enqueue = (work: () => Promise<void>) => {
      queue = queue.then(work).catch(() => {
        socket.destroy();
      });
    };

    socket.on("data", (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 5) {
        if (!started) {
          const length = pending.readInt32BE(0);
          if (pending.length < length) return;
          const message = pending.subarray(0, length);
          pending = pending.subarray(length);
          const code = message.readInt32BE(4);
          if (code === SSL_REQUEST || code === GSSENC_REQUEST) socket.write("N");
          else if (code === CANCEL_REQUEST) socket.destroy();
          else {
            started = true;
            enqueue(() => handle(message, "startup"));
          }
          continue;
        }
        const length = 1 + pending.readInt32BE(1);
        if (pending.length < length) return;
        const message = pending.subarray(0, length);
        pending = pending.subarray(length);
        const type = String.fromCharCode(message[0] ?? 0);
        if (type === "X") socket.end();
        else enqueue(() => handle(message, type));
      }
    });
    socket.on("error", () => socket.destroy());
    return new Promise<void>((done) => {
      socket.on("close", () => {
        enqueue(end);
        void queue.then(done);
      });
    });
  };

  rmSync(socketPath, { force: true }); // left by a server that was killed
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    const session = serveSession(socket);
    sessions.add(session);
    void session.then(() => {
      sessions.delete(session);
      sockets.delete(socket);
    });
  });
  await new Promise<void>((listening, failed) => {
    server.once("error", failed);
    server.listen(socketPath, () => listening());
  });
  chmodSync(socketPath, 0o600);

  return {
    close: async () => {
      const closed = new Promise((done) => server.close(done));
      for (const socket of sockets) socket.destroy();
      await Promise.all([closed, ...sessions]);
      rmSync(socketPath, { force: true });
    },
  };
};
