/** The shape of a blog post as pages, feeds and the sitemap see it, and pure helpers shared by them. */
import type { BlogFrontMatter } from "./blog-front-matter.ts";

export type BlogPostSummary = Omit<BlogFrontMatter, "image"> & {
  /** The share image: front matter's `image`, or the one the build draws for the post's page (see og-image.ts). */
  image: string;
  slug: string;
  /** The slug of the category its `section` names (content/blog-categories.ts). */
  categorySlug: string;
  readingMinutes: number;
  wordCount: number;
  excerpt: string;
  /** Its sections' headings (its level-two headings), in order. */
  sections: string[];
};

export type BlogPost = BlogPostSummary & {
  html: string;
  /** Its sections' anchors, in order, where its HTML marks its sections; none where it could not. */
  anchors: string[];
};

/** What a card or a related-posts link shows of a post: enough for the list, little enough for every page's data. */
const CARD_FIELDS = [
  "slug",
  "title",
  "excerpt",
  "author",
  "published",
  "readingMinutes",
  "section",
  "categorySlug",
  "tags",
  "sections",
] as const satisfies readonly (keyof BlogPostSummary)[];

export type BlogPostCard = Pick<BlogPostSummary, (typeof CARD_FIELDS)[number]>;

export const toCard = (post: BlogPostSummary): BlogPostCard =>
  Object.fromEntries(CARD_FIELDS.map((field) => [field, post[field]])) as BlogPostCard;

const WORDS_PER_MINUTE = 230;

export const countWords = (text: string): number => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

export const readingMinutes = (wordCount: number): number => Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE));

/** Newest first; ties broken by title so the order is stable across builds. */
export const byNewestFirst = (a: BlogPostSummary, b: BlogPostSummary): number =>
  b.published.localeCompare(a.published) || a.title.localeCompare(b.title);

export const isValidSlug = (slug: string): boolean => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);

/**
 * Whether a post is out at `now`: its `published` day (midnight UTC) or time has come. A post scheduled for later is
 * checked with the others but left out of every page, list, feed and sitemap until a build after that time.
 */
export const isPublishedAt = (post: Pick<BlogPostSummary, "published">, now: Date): boolean =>
  new Date(post.published).getTime() <= now.getTime();
