import { describe, expect, it } from "vitest";
import { keepNumbersWithUnits } from "#core/number-with-unit.ts";

/** The places a line may end in `text`: after a space or a dash, unless a no-break space or a word joiner holds it. */
const breaksIn = (text: string) => [...text.matchAll(/[ –-](?!\u2060)/g)].map((match) => match.index);

describe("numbers kept whole on a line", () => {
  it("joins a number to the word after it and a range's two ends, whatever the dash", () => {
    expect(breaksIn(keepNumbersWithUnits("3–4 weeks"))).toEqual([]);
    expect(breaksIn(keepNumbersWithUnits("10-50 staff"))).toEqual([]);
  });

  it("leaves the other places a line may end, and the words as they read", () => {
    const kept = keepNumbersWithUnits("Done in 3–4 weeks, not months");
    expect(kept.replace(/[\u00a0\u2060]/g, (character) => (character === "\u00a0" ? " " : ""))).toBe(
      "Done in 3–4 weeks, not months",
    );
    expect(breaksIn(kept)).toHaveLength(4);
  });
});
