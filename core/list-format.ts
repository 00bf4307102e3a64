/**
 * Joins words into an English list: "A", "A and B", "A, B and C". British English lists have no comma before "and",
 * which is how the site's copy writes them.
 */
// Not Intl.ListFormat: see withThousandsSeparators in ./format-number.ts.
const joinList = (items: readonly string[], word: string): string =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${word} ${items.at(-1)}`;

export const listWithAnd = (items: readonly string[]): string => joinList(items, "and");
export const listWithOr = (items: readonly string[]): string => joinList(items, "or");
