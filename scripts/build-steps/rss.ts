/** The RSS feeds: /rss.xml with every post, and one per category beside its page, from the same Markdown files. */

import type { BlogCategory } from "#content/blog-categories.ts";
import { blogCopy } from "#content/blog-copy.ts";
import type { BlogPostSummary } from "#content/blog-post.ts";
import { absoluteUrl } from "#content/canonical.ts";
import { site } from "#content/site.ts";
import { escapeMarkup } from "#core/escape-markup.ts";
import { blogCategoryFeedPath, blogFeedPath, familyPath, pagePath } from "#core/page-paths.ts";

const rfc822 = (isoDate: string) => new Date(isoDate).toUTCString();

export type FeedChannel = {
  title: string;
  description: string;
  /** The page the feed follows. */
  pagePath: string;
  /** Where the feed itself is served. */
  feedPath: string;
};

/** The main feed's channel: the whole blog. */
export const blogFeedChannel: FeedChannel = {
  title: blogCopy.feed.title,
  description: blogCopy.feed.description,
  pagePath: pagePath("blog"),
  feedPath: blogFeedPath,
};

/** A category's channel: its posts, beside its page. */
export const categoryFeedChannel = (category: BlogCategory): FeedChannel => ({
  title: blogCopy.feed.categoryTitle(category),
  description: category.description,
  pagePath: familyPath("blogCategory", category.slug),
  feedPath: blogCategoryFeedPath(category.slug),
});

export const buildRssFeed = (
  posts: readonly BlogPostSummary[],
  base: string = site.url,
  channel: FeedChannel = blogFeedChannel,
): string => {
  const items = posts.map((post) => {
    const url = absoluteUrl(familyPath("blogPost", post.slug), base);
    return [
      "    <item>",
      `      <title>${escapeMarkup(post.title)}</title>`,
      `      <link>${escapeMarkup(url)}</link>`,
      `      <guid isPermaLink="true">${escapeMarkup(url)}</guid>`,
      `      <description>${escapeMarkup(post.description)}</description>`,
      `      <pubDate>${rfc822(post.published)}</pubDate>`,
      `      <dc:creator>${escapeMarkup(post.author)}</dc:creator>`,
      `      <category>${escapeMarkup(post.section)}</category>`,
      ...post.tags.map((tag) => `      <category>${escapeMarkup(tag)}</category>`),
      "    </item>",
    ].join("\n");
  });
  const latestChange = posts
    .flatMap((post) => [post.published, post.modified])
    .sort()
    .at(-1);
  const lastBuild = latestChange ? rfc822(latestChange) : new Date(0).toUTCString();
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeMarkup(channel.title)}</title>`,
    `    <link>${escapeMarkup(absoluteUrl(channel.pagePath, base))}</link>`,
    `    <atom:link href="${escapeMarkup(absoluteUrl(channel.feedPath, base))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeMarkup(channel.description)}</description>`,
    "    <language>en-us</language>",
    `    <lastBuildDate>${lastBuild}</lastBuildDate>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
};
