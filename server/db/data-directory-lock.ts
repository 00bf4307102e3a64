/**
 * A lock file that keeps a second process off an embedded database in use. It names the process that holds the
 * database beyond its pid (a pid is reused after a crash) and, when that process shares the database with local
 * commands, the socket they reach it through.
 */
import { chmodSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export type LockHolder = {
  pid: number;
  /** When the process started, in clock ticks since boot (`/proc/<pid>/stat`); absent where there is no /proc. */
  started?: string;
  /** The Unix socket on which the holder serves the database to local commands. */
  socket?: string;
};

export class DataDirectoryInUseError extends Error {
  readonly holder?: LockHolder;
  constructor(message: string, holder?: LockHolder) {
    super(message);
    this.holder = holder;
  }
}

export type DataDirectoryLock = {
  /** Records in the lock file the socket on which this process serves the database. */
  advertiseSocket: (socket: string) => void;
  release: () => void;
};

const LOCK_FILE = "northstar.lock";

type ProcessStat = {
  /** R, S, D…; Z for a zombie (killed or exited, not yet reaped by its parent), X while it goes. */
  state: string;
  /** Field 22: fixed for the life of a process, different for the next one given that pid. */
  started: string;
};

/** A process's state and start time from `/proc/<pid>/stat`, or undefined when it is gone or there is no /proc. */
const readProcessStat = (pid: number): ProcessStat | undefined => {
  try {
    // The command name (field 2) may hold spaces and parentheses; everything after its last ")" is space-separated.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { state: fields[0] ?? "", started: fields[19] ?? "" };
  } catch {
    return undefined;
  }
};

/** When a process started, in clock ticks since boot; undefined where there is no /proc. */
export const processStartTime = (pid: number): string | undefined => readProcessStat(pid)?.started;

/** Whether signal 0 reaches the pid: all there is to go on without /proc. */
const isSignalable = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** The holder named by a lock file: JSON, or a bare pid as written by earlier versions. */
const readHolder = (lockFile: string): LockHolder | undefined => {
  const text = readFileSync(lockFile, "utf8").trim();
  try {
    const holder = JSON.parse(text) as LockHolder;
    return Number.isInteger(holder.pid) && holder.pid > 0 ? holder : undefined;
  } catch {
    const pid = Number(text);
    return Number.isInteger(pid) && pid > 0 ? { pid } : undefined;
  }
};

/**
 * Whether the process that wrote the lock still runs: its pid is alive and belongs to the same process. A zombie does
 * not count: a server killed under a parent that does not reap it stays one, holding no file and serving no socket,
 * though signal 0 still reaches it.
 */
const isAlive = (holder: LockHolder): boolean => {
  if (holder.pid === process.pid) return false;
  const stat = readProcessStat(holder.pid);
  if (!stat) return isSignalable(holder.pid);
  if (stat.state === "Z" || stat.state === "X") return false;
  return holder.started === undefined || stat.started === holder.started;
};

/** Written whole under a temporary name, then renamed, so a reader never sees half a lock. */
const writeHolder = (lockFile: string, holder: LockHolder) => {
  const draft = `${lockFile}.${process.pid}`;
  writeFileSync(draft, JSON.stringify(holder), { mode: 0o600 });
  renameSync(draft, lockFile);
};

/** Directories this process holds. Its own pid in a lock file is not enough: a restarted container often gets the same pid. */
const heldHere = new Set<string>();

/** Takes the lock or throws naming the process that holds it; a lock left by a process that is gone is taken over. */
export const lockDataDirectory = (directory: string): DataDirectoryLock => {
  const lockFile = join(directory, LOCK_FILE);
  if (heldHere.has(lockFile)) throw new DataDirectoryInUseError(`The embedded database in ${directory} is already open.`);
  const holder: LockHolder = { pid: process.pid, started: processStartTime(process.pid) };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, JSON.stringify(holder), { flag: "wx", mode: 0o600 });
      chmodSync(lockFile, 0o600);
      heldHere.add(lockFile);
      return {
        advertiseSocket: (socket) => writeHolder(lockFile, { ...holder, socket }),
        release: () => {
          heldHere.delete(lockFile);
          rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const current = readHolder(lockFile);
      if (current && isAlive(current)) {
        throw new DataDirectoryInUseError(
          `The embedded database in ${directory} is in use by process ${current.pid}` +
            (current.socket
              ? " (the server)."
              : " (the server?). Stop that process first, or point DATABASE_URL at a PostgreSQL server, which many processes can share."),
          current,
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirectoryInUseError(`Could not lock the embedded database in ${directory}.`);
};
