/** A lock file that keeps a second process (a second server, the leads command) off an embedded database in use. */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

export class DataDirectoryInUseError extends Error {}

/** Directories this process holds. Its own pid in a lock file is not enough: a restarted container often gets the same pid. */
const heldHere = new Set<string>();

/** Takes the lock or throws naming the process that holds it; a lock left by a process that died is taken over. */
export const lockDataDirectory = (directory: string): (() => void) => {
  const lockFile = join(directory, "northstar.lock");
  if (heldHere.has(lockFile)) throw new DataDirectoryInUseError(`The embedded database in ${directory} is already open.`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      heldHere.add(lockFile);
      return () => {
        heldHere.delete(lockFile);
        rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(lockFile, "utf8").trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new DataDirectoryInUseError(
          `The embedded database in ${directory} is in use by process ${holder} (the server?). ` +
            "Stop that process first, or point DATABASE_URL at a PostgreSQL server, which many processes can share.",
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new DataDirectoryInUseError(`Could not lock the embedded database in ${directory}.`);
};
