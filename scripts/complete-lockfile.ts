/**
 * `npm run lockfile:complete`, after any `npm install` that changes dependencies.
 *
 * The registry this project installs from serves only the platform packages it needs (linux-x64) and
 * answers 404 for the other platforms' optional binaries (biome, tailwind's oxide, rolldown…), so
 * `npm install` leaves them out of package-lock.json and `npm ci` then refuses the lock as out of sync.
 * This records each missing optional package by name and version, marked optional: `npm ci` accepts the
 * lock, and skips them like any optional package that cannot be installed.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

type LockPackage = { version?: string; dev?: boolean; optional?: boolean; optionalDependencies?: Record<string, string> };

export const completeLockfile = (lock: { packages: Record<string, LockPackage> }): string[] => {
  const added: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
      const topLevel = `node_modules/${name}`;
      if (lock.packages[nested] || lock.packages[topLevel]) continue;
      lock.packages[topLevel] = { version, ...(entry.dev ? { dev: true } : {}), optional: true };
      added.push(`${name}@${version}`);
    }
  }
  return added;
};

if (import.meta.main) {
  const file = join(import.meta.dirname, "..", "package-lock.json");
  const lock = JSON.parse(readFileSync(file, "utf8"));
  const added = completeLockfile(lock);
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    added.length
      ? `package-lock.json: recorded ${added.length} optional platform packages:\n  ${added.join("\n  ")}`
      : "package-lock.json is complete.",
  );
}
