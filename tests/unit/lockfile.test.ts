import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { incompleteOptionalPackages } from "#scripts/complete-lockfile.ts";

describe("package-lock.json", () => {
  it("records every optional platform package with its platform, so `npm ci` accepts the lock and installs only this machine's binaries (run `npm run lockfile:complete` if not)", () => {
    const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
    expect([...incompleteOptionalPackages(lock).keys()]).toEqual([]);
  });
});
