/** `npm start`: builds the site when the build is missing or older than its sources, then starts the server. */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { BUILD_STAMP_FILE } from "#server/build-output.ts";

const root = resolve(import.meta.dirname, "..");
const stamp = join(root, "build", "client", BUILD_STAMP_FILE);
const sources = ["app", "content", "core", "public", "scripts", "react-router.config.ts", "vite.config.ts", "package-lock.json"];

const newestModification = (path: string): number => {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newestModification(join(path, name))));
};

const buildIsCurrent = (): boolean =>
  existsSync(stamp) && statSync(stamp).mtimeMs >= Math.max(...sources.map((source) => newestModification(join(root, source))));

if (!buildIsCurrent()) {
  console.log("start: the build is missing or out of date, building…");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import("#server/main.ts");
