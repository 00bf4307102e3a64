/** Markdown to HTML for blog posts and legal documents, at build time only. */
import matter from "gray-matter";
import { Marked } from "marked";

const markdown = new Marked({ gfm: true });

/**
 * Wide tables and code blocks scroll sideways on a phone; a scrolling region must be reachable by keyboard,
 * so each gets a tabindex. Marked escapes literal tags in text and code,
 * so these replacements only ever meet the elements it generated.
 */
const makeScrollableRegionsFocusable = (html: string): string =>
  html
    .replace(/<table>/g, '<div class="table-scroll" tabindex="0"><table>')
    .replace(/<\/table>/g, "</table></div>")
    .replace(/<pre>/g, '<pre tabindex="0">');

export const renderMarkdown = (source: string): string =>
  makeScrollableRegionsFocusable(markdown.parse(source, { async: false }));

/** YAML turns unquoted dates into Date objects; schemas want ISO date strings. */
export const readFrontMatter = (source: string): { data: Record<string, unknown>; content: string } => {
  const { data, content } = matter(source);
  const normalised = Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value instanceof Date ? value.toISOString().slice(0, 10) : value]),
  );
  return { data: normalised, content };
};
