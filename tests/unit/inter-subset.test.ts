import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hero } from "#content/home.ts";
import { TYPOGRAPHIC_PUNCTUATION } from "#core/markdown.ts";
import { INTER_FALLBACKS_FILE, interFallbacks, interFallbacksCss } from "#scripts/build-steps/inter-fallbacks.ts";
import { buildInterSubset, interSubsetText, SOURCE_FONT } from "#scripts/build-steps/inter-subset.ts";
import { charactersMissingFrom } from "#tooling/font-coverage.ts";
import { projectRoot } from "#tooling/project-root.ts";

describe("the Inter subset the build cuts", () => {
  const text = interSubsetText(projectRoot);
  const subset = buildInterSubset(text);

  it("draws every character of the copy that Inter draws", async () => {
    const interLacks = new Set(charactersMissingFrom(readFileSync(SOURCE_FONT), text));
    expect(charactersMissingFrom(await subset, text).filter((character) => !interLacks.has(character))).toEqual([]);
    expect(charactersMissingFrom(await subset, hero.headline)).toEqual([]);
  });

  it("draws the quotes, dashes and ellipses Markdown is set with, whether or not the sources hold them", async () => {
    expect(charactersMissingFrom(await subset, TYPOGRAPHIC_PUNCTUATION)).toEqual([]);
  });

  it("draws a character the copy gains, with nothing else to do", async () => {
    const added = "þ";
    expect(text).not.toContain(added);
    expect(charactersMissingFrom(await subset, added)).toEqual([added]);
    expect(charactersMissingFrom(await buildInterSubset(text + added), added)).toEqual([]);
  });

  it("stays a fraction of Fontsource's 48 KB Latin file", async () => {
    expect((await subset).byteLength).toBeLessThan(24 * 1024);
  });
});

describe("the fallback faces sized like Inter", () => {
  it("are exactly what npm run font:fallbacks makes from Inter's metrics", async () => {
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
