/** Markdown to HTML for blog posts and legal documents, at build time only. */
import matter from "gray-matter";
import { Marked, type Tokens } from "marked";

const attribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * A table sits in a box that scrolls sideways when it is wider (with the cue at its edge), reachable by keyboard as a
 * scrolling region must be. Each body cell carries its column's name, so on a phone app.css can stack a row as a
 * card of named values instead of squeezing the columns.
 */
const markdown = new Marked(
  { gfm: true },
  {
    renderer: {
      table(token: Tokens.Table) {
        const align = (cell: Tokens.TableCell) => (cell.align ? ` align="${cell.align}"` : "");
        const head = token.header.map((cell) => `<th${align(cell)}>${this.parser.parseInline(cell.tokens)}</th>`).join("");
        const rows = token.rows
          .map((row) => {
            const cells = row.map(
              (cell, index) =>
                `<td data-label="${attribute(token.header[index]?.text ?? "")}"${align(cell)}>${this.parser.parseInline(cell.tokens)}</td>`,
            );
            return `<tr>${cells.join("")}</tr>`;
          })
          .join("");
        return `<div class="table-scroll" tabindex="0"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table><span data-slot="scroll-cue" aria-hidden="true"></span></div>\n`;
      },
    },
  },
);

/** A code block scrolls sideways too, so it takes focus. Marked escapes literal tags in code, so this meets only its own. */
export const renderMarkdown = (source: string): string =>
  markdown.parse(source, { async: false }).replace(/<pre>/g, '<pre tabindex="0">');

/**
 * YAML turns unquoted dates into Date objects; schemas want ISO date strings. YAML also rolls a date that does not
 * exist over into one that does (2026-02-30 becomes 2 March): such a date is kept as written, so the schema refuses it.
 */
const dateAsWritten = (frontMatter: string, key: string, value: Date): string => {
  const isoDate = value.toISOString().slice(0, 10);
  const written = frontMatter.match(new RegExp(`^${key}:\\s*(\\d{4}-\\d{2}-\\d{2})\\s*(?:#.*)?$`, "m"))?.[1];
  return written !== undefined && written !== isoDate ? written : isoDate;
};

export const readFrontMatter = (source: string): { data: Record<string, unknown>; content: string } => {
  // With options (even none), gray-matter skips its cache, whose copies lose the raw front matter.
  const { data, content, matter: frontMatter } = matter(source, {});
  const normalised = Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value instanceof Date ? dateAsWritten(frontMatter, key, value) : value]),
  );
  return { data: normalised, content };
};
