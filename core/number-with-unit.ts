/**
 * A number and the word after it ("7 days", "14 sources") joined by a no-break space, and a range's two ends ("3–4")
 * by a word joiner after its dash, so a line never ends between them.
 */
export const keepNumbersWithUnits = (text: string): string =>
  text.replace(/(\d) (?=\p{L})/gu, "$1\u00a0").replace(/(\d[–-])(?=\d)/gu, "$1\u2060");
