import { describe, expect, it } from "vitest";
import { DESCRIPTION_MAX, graphemeLength, TITLE_MAX, truncateText } from "#core/truncate.ts";

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

  it("collapses whitespace before measuring", () => {
    expect(truncateText("  Pricing   |  Northstar ", TITLE_MAX)).toBe("Pricing | Northstar");
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
