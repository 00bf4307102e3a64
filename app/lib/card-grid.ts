/**
 * A card's columns in a grid of six from lg up and two on a tablet, for `count` cards that fill every row: rows of
 * three, closed by one or two rows of two (5 = 3 + 2, 7 = 3 + 2 + 2); one card alone takes the row, and on a tablet
 * the last card of an odd count spans both columns.
 */
export const sixColumnSpan =
  (count: number) =>
  (index: number): string => {
    const inPairs = count % 3 === 0 ? 0 : count % 3 === 2 ? 2 : 4;
    const wide = count === 1 ? "lg:col-span-6" : index >= count - inPairs ? "lg:col-span-3" : "lg:col-span-2";
    return index === count - 1 && count % 2 === 1 ? `md:col-span-2 ${wide}` : wide;
  };

/** On a tablet's two columns, the last card of an odd count spans both, so that no row has an empty cell. */
const lastSpansOnTablet = (count: number) => (index: number) =>
  index === count - 1 && count % 2 === 1 ? "md:col-span-2 lg:col-span-1" : "";

/**
 * The columns of a grid of cards, chosen for how many there are, so that every row is full, the last one included:
 * three across from lg up when the count divides by three; two when fewer than five; otherwise sixColumnSpan's rows.
 * A tablet has room for two cards side by side: three squeezed their badges and titles to a word a line.
 */
export const cardGrid = (count: number): { grid: string; item: (index: number) => string } => {
  if (count % 3 === 0) return { grid: "md:grid-cols-2 lg:grid-cols-3", item: lastSpansOnTablet(count) };
  if (count < 5) return { grid: count === 1 ? "" : "md:grid-cols-2", item: () => "" };
  return { grid: "md:grid-cols-2 lg:grid-cols-6", item: sixColumnSpan(count) };
};
