/**
 * `npm run lockfile:complete`, after any `npm install` that changes dependencies.
 *
 * `npm install` can leave the other platforms' optional binaries (biome, tailwind's oxide, pagefind…) out of
 * package-lock.json, or record them by name and version only. `npm ci` then refuses the lock as out of sync, or
 * installs every platform's binary, since nothing says which platform each is for (800 MB of biome alone). This asks
 * npm to record each such package from its registry entry, platform included, so `npm ci` installs only the ones this
 * machine runs. One the registry does not describe is recorded by name and version, so `npm ci` still accepts the lock.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

type LockPackage = {
  version?: string;
  integrity?: string;
  dev?: boolean;
  optional?: boolean;
  inBundle?: boolean;
  optionalDependencies?: Record<string, string>;
};
type Lock = { packages: Record<string, LockPackage> };

/** The optional packages the lock lacks, or records without their registry entry (and so without their platform). */
export const incompleteOptionalPackages = (lock: Lock) => {
  const incomplete = new Map<string, { version: string; dev: boolean }>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const recorded =
        lock.packages[path ? `${path}/node_modules/${name}` : `node_modules/${name}`] ?? lock.packages[`node_modules/${name}`];
      if (recorded?.inBundle || recorded?.integrity) continue;
      incomplete.set(`node_modules/${name}`, { version, dev: Boolean(entry.dev) });
    }
  }
  return incomplete;
};

if (import.meta.main) {
  const file = join(import.meta.dirname, "..", "package-lock.json");
  const read = (): Lock => JSON.parse(readFileSync(file, "utf8"));
  const lock = read();
  for (const path of incompleteOptionalPackages(lock).keys()) delete lock.packages[path];
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  const npm = spawnSync("npm", ["install", "--package-lock-only", "--ignore-scripts", "--no-audit", "--no-fund"], {
    stdio: "inherit",
  });
  if (npm.status !== 0) process.exit(npm.status ?? 1);

  const completed = read();
  const undescribed = incompleteOptionalPackages(completed);
  for (const [path, { version, dev }] of undescribed)
    completed.packages[path] = { version, ...(dev ? { dev } : {}), optional: true };
  writeFileSync(file, `${JSON.stringify(completed, null, 2)}\n`);
  console.log(
    undescribed.size
      ? `package-lock.json: ${undescribed.size} optional packages recorded by name only (the registry does not describe them; npm ci will try each):\n  ${[...undescribed.keys()].join("\n  ")}`
      : "package-lock.json records every optional package with its platform.",
  );
}
