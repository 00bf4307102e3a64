import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX, graphemeLength, pageTitle, TITLE_MAX, truncateText } from "#core/truncate.ts";

const repeat = (text: string, times: number) => text.repeat(times);

describe("truncateText for titles (60)", () => {
  it("keeps a title of exactly 60 characters unchanged", () => {
    const title = repeat("a", 60);
    expect(truncateText(title, TITLE_MAX)).toBe(title);
  });

  it("cuts a 61-character title to 60 characters ending with an ellipsis", () => {
    const cut = truncateText(repeat("a", 61), TITLE_MAX);
    expect(graphemeLength(cut)).toBe(60);
    expect(cut.endsWith("…")).toBe(true);
  });

  it("prefers a word boundary to cutting a word in half", () => {
    const title = "Northstar turns weeks of product discovery into an afternoon of work";
    const cut = truncateText(title, TITLE_MAX);
    expect(cut).toBe("Northstar turns weeks of product discovery into an…");
    expect(graphemeLength(cut)).toBeLessThanOrEqual(60);
  });

  it("counts emoji and accented letters as one character each and never splits them", () => {
    const title = `${repeat("é", 58)}👩‍💻👩‍💻👩‍💻`;
    const cut = truncateText(title, TITLE_MAX);
    expect(graphemeLength(cut)).toBe(60);
    expect(cut).toBe(`${repeat("é", 58)}👩‍💻…`);
    expect(cut).not.toContain("\uFFFD");
  });

  it("does not leave trailing punctuation before the ellipsis", () => {
    const cut = truncateText(`${repeat("word ", 11)}end, and more words follow here`, TITLE_MAX);
    expect(cut).not.toMatch(/[,\s]…$/);
  });

  it.each(["|", "-", "–", "—", "·", ":", "/"])("never ends on the separator %s before the ellipsis", (separator) => {
    // The separator falls on the 59th character, where the cut is made.
    const cut = truncateText(`${repeat("word ", 10)}a title ${separator} and a tail that is cut`, TITLE_MAX);
    expect(cut).toBe(`${repeat("word ", 10)}a title…`);
  });

  it("collapses whitespace before measuring", () => {
    expect(truncateText("  Pricing   |  Northstar ", TITLE_MAX)).toBe("Pricing | Northstar");
  });
});

describe("pageTitle: the page's own title, then the site's name when it fits", () => {
  it("adds the suffix when the whole title fits in 60 characters", () => {
    expect(pageTitle("Pricing: plans from $20 a month", "Northstar")).toBe("Pricing: plans from $20 a month | Northstar");
    const own = repeat("a", 60 - " | Northstar blog".length);
    expect(pageTitle(own, "Northstar blog")).toBe(`${own} | Northstar blog`);
  });

  it("leaves the suffix out rather than cutting into it", () => {
    const own = "How to run product discovery in days, not weeks";
    expect(pageTitle(own, "Northstar blog")).toBe(own);
    expect(pageTitle(repeat("a", 61 - " | Northstar blog".length), "Northstar blog")).toBe(
      repeat("a", 61 - " | Northstar blog".length),
    );
  });

  it("cuts a long title of its own at a word, with an ellipsis, and adds no suffix", () => {
    const title = pageTitle("RICE, ICE or opportunity scoring: choosing a prioritization framework", "Northstar blog");
    expect(title).toBe("RICE, ICE or opportunity scoring: choosing a prioritization…");
    expect(graphemeLength(title)).toBeLessThanOrEqual(TITLE_MAX);
  });

  it("is the title alone when there is no suffix", () => {
    expect(pageTitle("Northstar: the AI product manager for discovery and PRDs")).toBe(
      "Northstar: the AI product manager for discovery and PRDs",
    );
  });

  it("never ends on a separator or inside the suffix, whatever the title and suffix", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("word", "longer", "a", "|", "-", ":", "·", "—", "Northstar"), { maxLength: 30 }),
        fc.constantFrom(undefined, "Northstar", "Northstar blog"),
        (words, suffix) => {
          const title = pageTitle(["Title", ...words].join(" "), suffix);
          expect(graphemeLength(title)).toBeLessThanOrEqual(TITLE_MAX);
          expect(title).not.toMatch(/[|:·\-—]\s*…?$/u);
          // Either the page's title with the whole suffix, or its title alone: never a part of the suffix.
          if (suffix && title !== pageTitle(["Title", ...words].join(" "))) expect(title.endsWith(` | ${suffix}`)).toBe(true);
        },
      ),
    );
  });
});

describe("truncateText for descriptions (160)", () => {
  it("keeps 160 characters and cuts 161", () => {
    expect(truncateText(repeat("b", 160), DESCRIPTION_MAX)).toHaveLength(160);
    const cut = truncateText(repeat("b", 161), DESCRIPTION_MAX);
    expect(graphemeLength(cut)).toBe(160);
    expect(cut.endsWith("…")).toBe(true);
  });
});
