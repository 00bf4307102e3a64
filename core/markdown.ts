/** Markdown to HTML for blog posts and legal documents: at build time, and in the content manager's preview. */
import { Marked, type Tokens } from "marked";
import { smartypantsu } from "smartypants";

const attribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** Curly quotes and apostrophes, en and em dashes for -- and ---, an ellipsis for ...: as Unicode, which Marked then escapes. */
const TYPOGRAPHY = "qDe";
/** What that punctuation adds to what was typed: the site's font must draw it (scripts/build-steps/inter-subset.ts). */
export const TYPOGRAPHIC_PUNCTUATION = "‘’“”–—…";

/** Plain text set with that punctuation, as the Markdown's prose is: for what is shown of it elsewhere. */
export const typographic = (text: string): string => smartypantsu(text, TYPOGRAPHY);

/**
 * Prose is set with typographic punctuation; code is not text, so it keeps what was typed.
 *
 * A table sits in a box that scrolls sideways when it is wider (with the cue at its edge), reachable by keyboard as a
 * scrolling region must be. Each body cell carries its column's name, so on a phone app.css can stack a row as a
 * card of named values instead of squeezing the columns.
 */
const markdown = new Marked(
  { gfm: true },
  {
    walkTokens(token) {
      if (token.type === "text" && !token.tokens && !token.escaped) token.text = typographic(token.text);
    },
    renderer: {
      table(token: Tokens.Table) {
        const align = (cell: Tokens.TableCell) => (cell.align ? ` align="${cell.align}"` : "");
        const head = token.header.map((cell) => `<th${align(cell)}>${this.parser.parseInline(cell.tokens)}</th>`).join("");
        const rows = token.rows
          .map((row) => {
            const cells = row.map(
              (cell, index) =>
                `<td data-label="${attribute(typographic(token.header[index]?.text ?? ""))}"${align(cell)}>${this.parser.parseInline(cell.tokens)}</td>`,
            );
            return `<tr>${cells.join("")}</tr>`;
          })
          .join("");
        return `<div class="table-scroll" tabindex="0"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table><span data-slot="scroll-cue" aria-hidden="true"></span></div>\n`;
      },
    },
  },
);

/**
 * A code block scrolls sideways too, so it takes focus, and it holds the same shade as a table for while more of it
 * lies to the right (app.css). Marked escapes literal tags in code, so this meets only its own.
 */
export const renderMarkdown = (source: string): string =>
  markdown
    .parse(source, { async: false })
    .replace(/<pre>/g, '<pre tabindex="0">')
    .replace(/<\/pre>/g, '<span data-slot="scroll-cue" aria-hidden="true"></span></pre>');
