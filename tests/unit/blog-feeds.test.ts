import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readBlogPosts } from "#content/blog.server.ts";
import { blogCopy } from "#content/blog-copy.ts";
import { blogCategoryListings } from "#content/blog-listings.server.ts";
import { buildRssFeed, categoryFeedChannel } from "#scripts/build-steps/rss.ts";

const posts = readBlogPosts(join("tests", "fixtures", "blog-front-matter", "valid")).map(({ html: _html, ...post }) => post);
const base = "https://example.org";

describe("feeds", () => {
  it("the main feed follows /blog and carries every post", () => {
    const feed = buildRssFeed(posts, base);
    expect(feed).toContain("<link>https://example.org/blog</link>");
    expect(feed).toContain('<atom:link href="https://example.org/rss.xml" rel="self" type="application/rss+xml"/>');
    expect([...feed.matchAll(/<item>/g)]).toHaveLength(2);
  });

  it("a category's feed follows its page, sits beside it and carries only its posts", () => {
    const prioritization = blogCategoryListings(posts).find((category) => category.slug === "prioritization")!;
    const feed = buildRssFeed(prioritization.posts, base, categoryFeedChannel(prioritization));
    expect(feed).toContain(`<title>${blogCopy.feed.categoryTitle(prioritization)}</title>`);
    expect(blogCopy.feed.categoryTitle(prioritization)).toContain(prioritization.name);
    expect(feed).toContain("<link>https://example.org/blog/category/prioritization</link>");
    expect(feed).toContain(
      '<atom:link href="https://example.org/blog/category/prioritization/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect([...feed.matchAll(/<item>\s*<title>([^<]+)<\/title>/g)].map((match) => match[1])).toEqual([
      "Roadmap reviews without the politics",
    ]);
  });
});
