/**
 * Blog posts for the build benchmark and the blog-at-scale test: copies of the real posts in content/blog (same front matter fields, same
 * bodies), renamed and redated, written to a folder the build reads through BLOG_CONTENT_DIR.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import matter from "gray-matter";
import { readFrontMatter } from "#core/markdown.server.ts";

export type PostTemplate = { data: Record<string, unknown>; content: string };

export const readPostTemplates = (blogDirectory: string): PostTemplate[] =>
  readdirSync(blogDirectory)
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => readFrontMatter(readFileSync(join(blogDirectory, file), "utf8")));

const DAY_MS = 86_400_000;
const FIRST_DATE = Date.UTC(2024, 0, 1);

/**
 * Writes `count` posts, cycling through the templates. Each gets its own slug, title and date; `image` is dropped
 * so each post gets its own share image drawn by the build, as a new real post would.
 */
export const writeGeneratedPosts = (templates: readonly PostTemplate[], count: number, directory: string): void => {
  if (templates.length === 0) throw new Error("content/blog has no posts to copy the front matter shape from.");
  mkdirSync(directory, { recursive: true });
  for (let index = 0; index < count; index += 1) {
    const template = templates[index % templates.length]!;
    const number = String(index + 1).padStart(3, "0");
    const date = new Date(FIRST_DATE + index * DAY_MS).toISOString().slice(0, 10);
    const { image: _image, ...data } = template.data;
    const title = `${String(data.title ?? "Post").slice(0, 100)} (${number})`;
    writeFileSync(
      join(directory, `generated-post-${number}.md`),
      matter.stringify(template.content, { ...data, title, published: date, modified: date }),
    );
  }
};
