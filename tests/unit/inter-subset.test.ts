import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { INTER_FALLBACKS_FILE, interFallbacks, interFallbacksCss } from "#scripts/build-steps/inter-fallbacks.ts";
import { buildInterSubset, INTER_SUBSET_FILE } from "#scripts/build-steps/inter-subset.ts";
import { projectRoot } from "#tooling/project-root.ts";

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

describe("the fallback faces sized like Inter", () => {
  it("are exactly what npm run font:subset makes from the committed subset", async () => {
    expect(readFileSync(INTER_FALLBACKS_FILE, "utf8")).toBe(await interFallbacksCss());
  });

  it("come right after Inter in the site's font stack, in the order they were made", async () => {
    const { fontFamily } = await interFallbacks();
    const madeOrder = fontFamily.split(/,\s*/).filter((family) => family.includes("Fallback"));
    const appCss = readFileSync(join(projectRoot, "app", "app.css"), "utf8");
    const stack =
      appCss
        .match(/--font-sans:([^;]+);/)?.[1]
        ?.split(",")
        .map((family) => family.trim()) ?? [];
    expect(stack.slice(0, 1 + madeOrder.length)).toEqual(['"Inter Variable"', ...madeOrder]);
  });
});
