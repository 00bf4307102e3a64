import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { currentBranch, gitModeProblem } from "#scripts/cms.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const repository = (): string => {
  const root = mkdtempSync(join(tmpdir(), "cms-local-"));
  folders.push(root);
  const git = (...args: string[]) =>
    execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@example.com", ...args], { cwd: root, stdio: "ignore" });
  git("init", "--quiet", "--initial-branch=work");
  writeFileSync(join(root, "a.txt"), "a\n");
  git("add", "-A");
  git("commit", "--quiet", "--no-gpg-sign", "-m", "first");
  return root;
};

describe("npm run cms -- --workflow (decap-server's git mode)", () => {
  it("starts on a clean working tree and publishes into the branch checked out", () => {
    const root = repository();
    expect(gitModeProblem(root)).toBeUndefined();
    expect(currentBranch(root)).toBe("work");
  });

  it("refuses a working tree with uncommitted changes, which the proxy's `git add .` would commit", () => {
    const root = repository();
    writeFileSync(join(root, "a.txt"), "changed\n");
    expect(gitModeProblem(root)).toMatch(/uncommitted changes[\s\S]*a\.txt/);
  });

  it("refuses a folder that is not a git working tree", () => {
    const root = mkdtempSync(join(tmpdir(), "cms-local-"));
    folders.push(root);
    expect(gitModeProblem(root)).toBe("not a git working tree");
  });
});
