/**
 * The columns of a grid of cards, chosen for how many there are, so that every row is full, the last one included:
 * three across when the count divides by three, two when it divides by two, and otherwise (5, 7, 11…) six tracks at
 * desktop width, each card spanning two, the last two cards spanning three (or, on two columns, the last card both).
 */
export const cardGrid = (count: number): { grid: string; item: (index: number) => string } => {
  if (count % 3 === 0) return { grid: "md:grid-cols-3", item: () => "" };
  if (count % 2 === 0) return { grid: "md:grid-cols-2", item: () => "" };
  if (count % 3 === 2)
    return {
      grid: "md:grid-cols-2 lg:grid-cols-6",
      item: (index) => `${index === count - 1 ? "md:col-span-2 " : ""}${index >= count - 2 ? "lg:col-span-3" : "lg:col-span-2"}`,
    };
  return { grid: "md:grid-cols-2", item: (index) => (index === count - 1 ? "md:col-span-2" : "") };
};
