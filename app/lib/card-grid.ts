/**
 * The columns of a grid of cards, chosen for how many there are, so that every row is full, the last one included:
 * three across when the count divides by three, otherwise two, the last card of an odd count spanning both.
 */
export const cardGrid = (count: number): { grid: string; item: (index: number) => string } => {
  if (count % 3 === 0) return { grid: "md:grid-cols-3", item: () => "" };
  return { grid: "md:grid-cols-2", item: (index) => (index === count - 1 && count % 2 === 1 ? "md:col-span-2" : "") };
};
