import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildInterSubset, INTER_SUBSET_FILE } from "#scripts/build-steps/inter-subset.ts";

describe("the Inter subset", () => {
  it("is exactly what npm run font:subset makes from today's copy (run it after adding a character)", async () => {
    const committed = readFileSync(INTER_SUBSET_FILE);
    const fresh = await buildInterSubset();
    expect(fresh.equals(committed)).toBe(true);
  });

  it("stays a fraction of Fontsource's 48 KB Latin file", () => {
    expect(readFileSync(INTER_SUBSET_FILE).byteLength).toBeLessThan(24 * 1024);
  });
});
