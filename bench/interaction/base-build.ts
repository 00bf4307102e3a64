/**
 * The build of the commit a branch started from, for a benchmark beside it: a detached checkout of that commit in a
 * temporary folder, sharing this checkout's node_modules, built there once (kept for the next run until removed).
 */
import { execFileSync } from "node:child_process";
import { existsSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { projectRoot } from "#tooling/project-root.ts";

const git = (...args: string[]): string => execFileSync("git", args, { cwd: projectRoot, encoding: "utf8" }).trim();

/** The commit `reference` names (a hash, a branch), or the point where this branch left `main` when none is given. */
export const baseCommit = (reference: string | undefined): string =>
  git("rev-parse", "--short", reference ?? git("merge-base", "HEAD", "main"));

export type BaseBuild = { root: string; buildDirectory: string; remove: () => void };

export const baseBuild = (commit: string): BaseBuild => {
  const root = join(tmpdir(), `northstar-bench-base-${commit}`);
  const buildDirectory = join(root, "build", "client");
  if (!existsSync(join(root, "package.json"))) {
    rmSync(root, { recursive: true, force: true });
    git("worktree", "prune");
    git("worktree", "add", "--detach", root, commit);
  }
  if (!existsSync(join(root, "node_modules"))) symlinkSync(join(projectRoot, "node_modules"), join(root, "node_modules"));
  if (!existsSync(join(buildDirectory, "404.html"))) {
    console.log(`Building ${commit} in ${root} (a minute or two)`);
    execFileSync("npm", ["run", "build"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  }
  return {
    root,
    buildDirectory,
    remove: () => {
      git("worktree", "remove", "--force", root);
    },
  };
};
