/** The shape of a blog post's front matter, and pure helpers shared by the blog pages, feed and sitemap. */
import { z } from "zod";

const isoDate = z.iso.date().or(z.iso.datetime());

export const blogFrontMatterSchema = z.object({
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(160),
  published: isoDate,
  modified: isoDate,
  author: z.string().min(1),
  section: z.string().min(1),
  tags: z.array(z.string().min(1)).min(1),
  image: z.string().startsWith("/").optional(),
});

export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;

export type BlogPostSummary = Omit<BlogFrontMatter, "image"> & {
  /** The share image: front matter's `image`, or the one the build draws for the post's page (see og-image.ts). */
  image: string;
  slug: string;
  readingMinutes: number;
  wordCount: number;
  excerpt: string;
};

export type BlogPost = BlogPostSummary & { html: string };

const WORDS_PER_MINUTE = 230;

export const countWords = (text: string): number => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

export const readingMinutes = (wordCount: number): number => Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE));

/** Newest first; ties broken by title so the order is stable across builds. */
export const byNewestFirst = (a: BlogPostSummary, b: BlogPostSummary): number =>
  b.published.localeCompare(a.published) || a.title.localeCompare(b.title);

export const isValidSlug = (slug: string): boolean => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);
