import { describe, expect, it } from "vitest";
import { cardGrid } from "#app/lib/card-grid.ts";

/** The cards per row at a breakpoint, read from the classes as the browser would apply them from that width up. */
function rowsAt(breakpoints: readonly string[], count: number): number[] {
  const { grid, item } = cardGrid(count);
  const last = (classes: string, name: string) =>
    breakpoints.reduce((found, at) => Number(classes.match(new RegExp(`(?:^| )${at}:${name}-(\\d+)`))?.[1] ?? found), 1);
  const columns = last(grid, "grid-cols");
  const rows: number[][] = [];
  let filled = columns;
  for (let index = 0; index < count; index++) {
    const span = last(item(index), "col-span");
    if (filled + span > columns) {
      rows.push([]);
      filled = 0;
    }
    filled += span;
    rows[rows.length - 1]?.push(span);
  }
  expect(rows.every((row) => row.reduce((sum, span) => sum + span, 0) === columns)).toBe(true);
  return rows.map((row) => row.length);
}

describe("a grid of cards", () => {
  for (let count = 2; count <= 11; count++) {
    it(`fills every row and leaves no card alone on a row with ${count} cards on a wide screen`, () => {
      const rows = rowsAt(["md", "lg"], count);
      expect(Math.min(...rows), JSON.stringify(rows)).toBeGreaterThan(1);
    });
  }

  for (let count = 2; count <= 11; count++) {
    it(`fills every row with at most two cards side by side on a tablet, with ${count} cards`, () => {
      const rows = rowsAt(["md"], count);
      expect(Math.max(...rows), JSON.stringify(rows)).toBeLessThanOrEqual(2);
    });
  }
});
