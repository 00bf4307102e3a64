/** Markdown to HTML for blog posts and legal documents, at build time only. */
import matter from "gray-matter";
import { Marked } from "marked";

const markdown = new Marked({ gfm: true });

export const renderMarkdown = (source: string): string => markdown.parse(source, { async: false });

/** YAML turns unquoted dates into Date objects; schemas want ISO date strings. */
export const readFrontMatter = (source: string): { data: Record<string, unknown>; content: string } => {
  const { data, content } = matter(source);
  const normalised = Object.fromEntries(
    Object.entries(data).map(([key, value]) => [key, value instanceof Date ? value.toISOString().slice(0, 10) : value]),
  );
  return { data: normalised, content };
};
