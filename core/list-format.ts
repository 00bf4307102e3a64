/** Joins words into an English list: "A", "A and B", "A, B and C". */
// British English lists have no comma before "and", which is how the site's copy writes them. The formatters are
// made on first use: a page that never lists anything does not pay for them.
let conjunction: Intl.ListFormat | undefined;
let disjunction: Intl.ListFormat | undefined;

export const listWithAnd = (items: readonly string[]): string => {
  conjunction ??= new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" });
  return conjunction.format(items);
};
export const listWithOr = (items: readonly string[]): string => {
  disjunction ??= new Intl.ListFormat("en-GB", { style: "long", type: "disjunction" });
  return disjunction.format(items);
};
