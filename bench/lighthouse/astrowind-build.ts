/**
 * AstroWind, the Astro template vendored in bench/astrowind/, built as its own project (`npm ci` from its lockfile,
 * then `astro build`) and added under its base path to the bench's copy of our build, precompressed like the rest,
 * so that one server answers both sites with the same compression and headers. Its build is kept in
 * bench/astrowind/dist (git-ignored) and made again only when missing: delete that folder after changing the source.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { precompress } from "#scripts/build-steps/compress.ts";
import { projectRoot } from "#tooling/project-root.ts";
import { astrowindFolder } from "#tooling/vendored-folders.ts";

const sourceDirectory = join(projectRoot, astrowindFolder);
const distDirectory = join(sourceDirectory, "dist");

/** The path AstroWind is served under: the `base` of its src/config.yaml, from which it also writes its links. */
export const astrowindBase = (config = readFileSync(join(sourceDirectory, "src", "config.yaml"), "utf8")): string => {
  const base = config.match(/^\s+base:\s*['"]?(\/[^'"\s]+)['"]?\s*$/m)?.[1];
  if (!base) throw new Error(`${astrowindFolder}/src/config.yaml must set site.base to a path such as '/astrowind'`);
  return base;
};

const run = (command: string, args: readonly string[]) => {
  console.log(`${astrowindFolder}: ${command} ${args.join(" ")}`);
  // Astro would otherwise report the build to its telemetry service.
  const result = spawnSync(command, args, {
    cwd: sourceDirectory,
    stdio: "inherit",
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed in ${astrowindFolder} (status ${result.status})`);
};

/** AstroWind's built site, built first when bench/astrowind/dist has none. */
export const astrowindDist = (): string => {
  if (existsSync(join(distDirectory, "index.html"))) return distDirectory;
  run("npm", ["ci", "--no-audit", "--no-fund"]);
  run(process.execPath, [join("node_modules", "astro", "astro.js"), "build"]);
  return distDirectory;
};

/** Copies AstroWind's build (astrowindDist()) under its base path into `buildDirectory` and precompresses it there. */
export const addAstrowind = (buildDirectory: string, dist: string): void => {
  const target = join(buildDirectory, astrowindBase());
  cpSync(dist, target, { recursive: true });
  precompress(target);
};
