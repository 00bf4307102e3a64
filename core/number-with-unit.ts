/** A number and the word after it ("7 days", "14 sources") joined by a no-break space, so a line never ends between them. */
export const keepNumbersWithUnits = (text: string): string => text.replace(/(\d) (?=\p{L})/gu, "$1\u00a0");
