/**
 * Joins words into an English list: "A", "A and B", "A, B and C". British English lists have no comma before "and",
 * which is how the site's copy writes them.
 */
// Not Intl.ListFormat: the first Intl formatter a page creates loads locale data, a long task on a slow phone, and
// the content modules that build their copy with these lists run while the page hydrates.
const joinList = (items: readonly string[], word: string): string =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} ${word} ${items.at(-1)}`;

export const listWithAnd = (items: readonly string[]): string => joinList(items, "and");
export const listWithOr = (items: readonly string[]): string => joinList(items, "or");
