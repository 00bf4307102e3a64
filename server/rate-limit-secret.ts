/**
 * The key of the rate limit's address hashes: RATE_LIMIT_SECRET, or else one generated once and kept in the data
 * directory (readable by this user only), so it survives restarts without being written into the database whose
 * hashes it protects.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const RATE_LIMIT_SECRET_FILE = "rate-limit-secret";

export const rateLimitSecret = ({ configured, dataDirectory }: { configured?: string; dataDirectory: string }): string => {
  if (configured) return configured;
  const file = join(dataDirectory, RATE_LIMIT_SECRET_FILE);
  mkdirSync(dataDirectory, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readFileSync(file, "utf8").trim();
};
