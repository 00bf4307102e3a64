import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { completeLockfile } from "#scripts/complete-lockfile.ts";

describe("package-lock.json", () => {
  it("records every optional platform package, so `npm ci` accepts it (run `npm run lockfile:complete` if not)", () => {
    const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
    expect(completeLockfile(lock)).toEqual([]);
  });
});
