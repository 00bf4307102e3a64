/** Reads blog posts from content/blog/*.md. Server and build only: it touches the file system. */
import { readdirSync, readFileSync } from "node:fs";
import { isAbsolute, join, relative } from "node:path";
import { readFrontMatter } from "#core/markdown.server.ts";
import { blogCollectionProblems, parseBlogFrontMatter } from "./blog-front-matter.ts";
import { type BlogPost, type BlogPostSummary, byNewestFirst, isPublishedAt, isValidSlug } from "./blog-post.ts";
import { postFromSource } from "./blog-post-source.ts";
import { readOncePer } from "./read-once.server.ts";

// Relative to the working directory: this module is bundled into the build, so its own location moves.
const defaultBlogDirectory = join(process.cwd(), "content", "blog");
export const blogDirectory = (): string => process.env.BLOG_CONTENT_DIR ?? defaultBlogDirectory;

/** Everything wrong with the posts of a folder, one `file: field: problem` line each. */
export class BlogContentError extends Error {
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(
      `The blog's posts have ${problems.length === 1 ? "a problem" : `${problems.length} problems`}; fix ${problems.length === 1 ? "it" : "them"} and build again:\n${problems.map((problem) => `  ${problem}`).join("\n")}`,
    );
    this.name = "BlogContentError";
    this.problems = problems;
  }
}

/** A post's file as a contributor would name it: content/blog/foo.md from the project, else the full path. */
const fileLabel = (directory: string, file: string): string => {
  const path = relative(process.cwd(), join(directory, file));
  return path.startsWith("..") || isAbsolute(path) ? join(directory, file) : path;
};

type ReadResult = { post: BlogPost; problems?: never } | { post?: never; problems: string[] };

const readPost = (directory: string, file: string): ReadResult => {
  const label = fileLabel(directory, file);
  const slug = file.replace(/\.md$/, "");
  if (!isValidSlug(slug)) {
    return { problems: [`${label}: file name: "${slug}" is not a slug; name the file with lowercase words joined by hyphens`] };
  }
  let source: ReturnType<typeof readFrontMatter>;
  try {
    source = readFrontMatter(readFileSync(join(directory, file), "utf8"));
  } catch (error) {
    const reason = (error as Error).message.split("\n")[0]?.replace(/:$/, "");
    return { problems: [`${label}: front matter: is not valid YAML (${reason})`] };
  }
  const parsed = parseBlogFrontMatter(source.data);
  if (!parsed.success) return { problems: parsed.problems.map((problem) => `${label}: ${problem}`) };
  return { post: postFromSource(slug, parsed.data, source.content) };
};

/** Every post of a folder, newest first; throws a BlogContentError naming every problem in every file. */
export const readBlogPosts = (directory: string): BlogPost[] => {
  const files = readdirSync(directory)
    .filter((file) => file.endsWith(".md"))
    .sort();
  const results = files.map((file) => ({ file: fileLabel(directory, file), ...readPost(directory, file) }));
  const posts = results.flatMap((result) => (result.post ? [{ ...result.post, file: result.file }] : []));
  const problems = [...results.flatMap((result) => result.problems ?? []), ...blogCollectionProblems(posts)];
  if (problems.length > 0) throw new BlogContentError(problems);
  return posts.map(({ file: _file, ...post }) => post).sort(byNewestFirst);
};

/**
 * The posts out at the time the build (or server) first reads them, newest first: every post is checked, but one
 * scheduled for later is left out of the site until a build after its time (the hourly build publishes it).
 */
export const loadBlogPosts: () => BlogPost[] = readOncePer(blogDirectory, (directory) => {
  const now = new Date();
  return readBlogPosts(directory).filter((post) => isPublishedAt(post, now));
});

export const loadBlogPostSummaries = (): BlogPostSummary[] => loadBlogPosts().map(({ html: _html, ...summary }) => summary);
