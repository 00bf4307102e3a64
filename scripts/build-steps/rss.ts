/** /rss.xml: every blog post, newest first, from the same Markdown files as the pages. */

import { site } from "#content/site.ts";
import type { BlogPostSummary } from "#core/blog-post.ts";
import { absoluteUrl } from "#core/canonical.ts";
import { blogPostPath } from "#core/page-paths.ts";

const escapeXml = (text: string): string =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

const rfc822 = (isoDate: string) => new Date(isoDate).toUTCString();

export const buildRssFeed = (posts: readonly BlogPostSummary[], base: string = site.url): string => {
  const items = posts.map((post) => {
    const url = absoluteUrl(blogPostPath(post.slug), base);
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <description>${escapeXml(post.description)}</description>`,
      `      <pubDate>${rfc822(post.published)}</pubDate>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      `      <category>${escapeXml(post.section)}</category>`,
      ...post.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
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
    `    <title>${escapeXml(`${site.name} blog`)}</title>`,
    `    <link>${escapeXml(absoluteUrl("/blog", base))}</link>`,
    `    <atom:link href="${escapeXml(absoluteUrl("/rss.xml", base))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(`Product discovery, PRDs and prioritisation: guides from the ${site.name} team.`)}</description>`,
    "    <language>en-us</language>",
    `    <lastBuildDate>${lastBuild}</lastBuildDate>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
};
