/** Front matter of Markdown files (blog posts, legal documents), at build time only. */
import matter from "gray-matter";

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
