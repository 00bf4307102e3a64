/**
 * The columns of a grid of cards, chosen for how many there are, so that every row is full, the last one included:
 * three across when the count divides by three; otherwise two on a tablet (the last card of an odd count spanning
 * both) and, on a wide screen, rows of three closed by one or two rows of two (5 = 3 + 2, 7 = 3 + 2 + 2).
 */
export const cardGrid = (count: number): { grid: string; item: (index: number) => string } => {
  if (count % 3 === 0) return { grid: "md:grid-cols-3", item: () => "" };
  if (count < 5) return { grid: count === 1 ? "" : "md:grid-cols-2", item: () => "" };
  const inPairs = count % 3 === 2 ? 2 : 4;
  return {
    grid: "md:grid-cols-2 lg:grid-cols-6",
    item: (index) =>
      [index === count - 1 && count % 2 === 1 && "md:col-span-2", index >= count - inPairs ? "lg:col-span-3" : "lg:col-span-2"]
        .filter(Boolean)
        .join(" "),
  };
};
