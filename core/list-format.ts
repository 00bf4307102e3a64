/** Joins words into an English list: "A", "A and B", "A, B and C". */
// British English lists have no comma before "and", which is how the site's copy writes them.
const conjunction = new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" });
const disjunction = new Intl.ListFormat("en-GB", { style: "long", type: "disjunction" });

export const listWithAnd = (items: readonly string[]): string => conjunction.format(items);
export const listWithOr = (items: readonly string[]): string => disjunction.format(items);
