/**
 * A copy of the project to build in: its files (tracked, and new ones not ignored) but the folders no build or unit
 * test reads, beside a link to its node_modules. A build in the project itself would rewrite React Router's generated
 * types (.react-router/) under the type check and the production build that `npm test` runs beside the tests.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { projectRoot } from "#tooling/project-root.ts";

/** Folders neither the build nor the unit tests read: left out of the copy to keep it quick. */
const NOT_BUILT = /^(docs|\.github|\.ci)\//;

export const projectCopy = (prefix = "northstar-copy-"): string => {
  const root = mkdtempSync(join(tmpdir(), prefix));
  const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: projectRoot,
    encoding: "utf8",
  })
    .split("\0")
    // A node_modules that is itself a link is no folder to .gitignore's "node_modules/".
    .filter((file) => file !== "" && file !== "node_modules" && !NOT_BUILT.test(file));
  for (const file of files) {
    mkdirSync(join(root, dirname(file)), { recursive: true });
    try {
      cpSync(join(projectRoot, file), join(root, file));
    } catch (error) {
      // A tracked file deleted in the work tree and not yet committed: the build does not read it either.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  // Prerendering imports the server bundle from the output folder; its dependencies resolve from here.
  symlinkSync(join(projectRoot, "node_modules"), join(root, "node_modules"), "dir");
  return root;
};
