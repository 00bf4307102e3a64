/** Reads blog posts from content/blog/*.md. Server and build only: it touches the file system. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import {
  type BlogPost,
  type BlogPostSummary,
  blogFrontMatterSchema,
  byNewestFirst,
  countWords,
  isValidSlug,
  readingMinutes,
} from "./blog-post.ts";
import { readFrontMatter, renderMarkdown } from "./markdown.server.ts";
import { ogImagePath } from "./og-image.ts";
import { blogPostPath } from "./page-paths.ts";

// Relative to the working directory: this module is bundled into the build, so its own location moves.
const defaultBlogDirectory = join(process.cwd(), "content", "blog");
const blogDirectory = (): string => process.env.BLOG_CONTENT_DIR ?? defaultBlogDirectory;

const excerptOf = (body: string): string => {
  const firstParagraph = body
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .find((block) => block !== "" && !/^[#>|`\-*\d]/.test(block));
  const plain = (firstParagraph ?? "").replace(/[*_`[\]]|\(https?:[^)]*\)/g, "");
  return plain.length > 220 ? `${plain.slice(0, 217).replace(/\s+\S*$/, "")}…` : plain;
};

const readPost = (file: string): BlogPost => {
  const slug = file.replace(/\.md$/, "");
  if (!isValidSlug(slug))
    throw new Error(`Blog post file name "${file}" is not a valid slug (lowercase words joined by hyphens).`);
  const source = readFileSync(join(blogDirectory(), file), "utf8");
  const { data, content } = readFrontMatter(source);
  const parsed = blogFrontMatterSchema.safeParse(data);
  if (!parsed.success) {
    throw new Error(
      `Front matter of content/blog/${file} is invalid: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`,
    );
  }
  const wordCount = countWords(content);
  return {
    ...parsed.data,
    image: parsed.data.image ?? ogImagePath(blogPostPath(slug)),
    slug,
    wordCount,
    readingMinutes: readingMinutes(wordCount),
    excerpt: excerptOf(content),
    html: renderMarkdown(content),
  };
};

/** Parsed posts per folder: every page's loader asks for them, and a build reads each file once. */
const cache = new Map<string, BlogPost[]>();

export const loadBlogPosts = (): BlogPost[] => {
  const directory = blogDirectory();
  let posts = cache.get(directory);
  if (!posts) {
    posts = readdirSync(directory)
      .filter((file) => file.endsWith(".md"))
      .map(readPost)
      .sort(byNewestFirst);
    cache.set(directory, posts);
  }
  return posts;
};

export const loadBlogPostSummaries = (): BlogPostSummary[] => loadBlogPosts().map(({ html: _html, ...summary }) => summary);
