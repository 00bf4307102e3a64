/** A Markdown table padded into columns, so the same text reads well in a terminal and in docs/performance.md. */
export type Column = { header: string; alignRight?: boolean };

export const markdownTable = (columns: readonly Column[], rows: readonly (readonly string[])[]): string => {
  const widths = columns.map((column, index) =>
    Math.max(column.header.length, 3, ...rows.map((row) => (row[index] ?? "").length)),
  );
  const cell = (text: string, index: number) =>
    columns[index]?.alignRight ? text.padStart(widths[index] ?? 0) : text.padEnd(widths[index] ?? 0);
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(" | ")} |`;
  const rule = `| ${columns.map((column, index) => (column.alignRight ? `${"-".repeat((widths[index] ?? 3) - 1)}:` : "-".repeat(widths[index] ?? 3))).join(" | ")} |`;
  return [line(columns.map((column) => column.header)), rule, ...rows.map(line)].join("\n");
};
