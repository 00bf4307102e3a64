import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blogCategories } from "#content/blog-categories.ts";
import { isValidSlug } from "#content/blog-post.ts";
import { relatedPosts } from "#content/blog-related.ts";
import { tagSlug } from "#content/blog-taxonomy.ts";
import { POSTS_PER_PAGE, pageWindow, paginate } from "#core/blog-pagination.ts";
import { shareUrls } from "#core/blog-share.ts";
import { familyPath, listingPagePath, listingPageSlug } from "#core/page-paths.ts";

describe("pages of a list of posts", () => {
  it("splits posts POSTS_PER_PAGE to a page, the first page without a number in its address", () => {
    const length = POSTS_PER_PAGE * 3 + 1;
    const pages = paginate(Array.from({ length }, (_, index) => index));
    expect(pages.map((page) => [page.slug, page.number, page.count, page.items.length])).toEqual([
      ["", 1, 4, POSTS_PER_PAGE],
      ["2", 2, 4, POSTS_PER_PAGE],
      ["3", 3, 4, POSTS_PER_PAGE],
      ["4", 4, 4, 1],
    ]);
    expect(pages.flatMap((page) => page.items)).toEqual(Array.from({ length }, (_, index) => index));
  });

  it("gives an empty list its first page", () => {
    expect(paginate([])).toEqual([{ slug: "", number: 1, count: 1, items: [] }]);
  });

  it("writes page 1 as the list's own path and later pages under /page/", () => {
    expect(listingPagePath("/blog", 1)).toBe("/blog");
    expect(listingPagePath("/blog/tag/rice", 3)).toBe("/blog/tag/rice/page/3");
  });

  it.each([
    [undefined, ""],
    ["", ""],
    ["/", ""],
    ["page/2", "2"],
    ["page/2/", "2"],
    ["page/12", "12"],
    ["page/10", "10"],
  ])("reads the page of %j as %j", (rest, slug) => {
    expect(listingPageSlug(rest)).toBe(slug);
  });

  it.each(["page/1", "page/01", "page/0", "page/", "page/two", "2", "page/2/extra", "a/b"])(
    "finds no page for %j, so it is a 404",
    (rest) => {
      expect(listingPageSlug(rest)).toBeUndefined();
    },
  );

  it.each([
    [1, 3, "1 2 3"],
    [1, 7, "1 2 3 4 5 6 7"],
    [1, 10, "1 2 3 4 5 … 10"],
    [4, 10, "1 2 3 4 5 … 10"],
    [5, 10, "1 … 4 5 6 … 10"],
    [7, 10, "1 … 6 7 8 9 10"],
    [10, 10, "1 … 6 7 8 9 10"],
  ])("on page %i of %i shows %s", (current, count, shown) => {
    const window = pageWindow(current, count);
    expect(window.map((link) => ("gap" in link ? "…" : link.number)).join(" ")).toBe(shown);
    expect(window.length).toBeLessThanOrEqual(7);
  });
});

type Post = { slug: string; section: string; tags: string[] };
const post = (slug: string, section: string, tags: string[]): Post => ({ slug, section, tags });

describe("related posts", () => {
  const posts = [
    post("a", "Prioritization", ["roadmap", "RICE"]),
    post("b", "Prioritization", ["stakeholders"]),
    post("c", "Specs and delivery", ["Roadmap", "rice"]),
    post("d", "Product discovery", ["interviews"]),
    post("e", "Prioritization", ["roadmap"]),
    post("f", "Specs and delivery", ["PRD"]),
  ];

  it("lists the closest first (a shared tag or the same category counts one each), newest first among equals", () => {
    expect(relatedPosts(posts[0]!, posts).map((entry) => entry.slug)).toEqual(["c", "e", "b"]);
  });

  it("never lists the post itself, nor a post that shares neither category nor tag", () => {
    expect(relatedPosts(posts[3]!, posts)).toEqual([]);
    expect(relatedPosts(posts[5]!, posts).map((entry) => entry.slug)).toEqual(["c"]);
  });

  it("leaves out a post the post's text already links to", () => {
    const linking = { ...posts[0]!, html: `<p>As in <a href="${familyPath("blogPost", "c")}">our post on RICE</a>.</p>` };
    expect(relatedPosts(linking, posts).map((entry) => entry.slug)).toEqual(["e", "b"]);
  });

  it("holds for any set of posts: at most three, never itself, each sharing the category or a tag", () => {
    const sections = ["Product discovery", "Prioritization", "Specs and delivery"];
    const tags = ["roadmap", "Roadmap", "RICE", "PRD", "research", "interviews"];
    const anyPost = fc.record({
      section: fc.constantFrom(...sections),
      tags: fc.uniqueArray(fc.constantFrom(...tags), { minLength: 1, maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(anyPost, { minLength: 1, maxLength: 30 }), fc.nat(), (drawn, pick) => {
        const all = drawn.map((entry, index) => ({ ...entry, slug: `post-${index}` }));
        const self = all[pick % all.length]!;
        const related = relatedPosts(self, all);
        expect(related.length).toBeLessThanOrEqual(3);
        expect(related.map((entry) => entry.slug)).not.toContain(self.slug);
        for (const entry of related) {
          const sharesTag = entry.tags.some((tag) => self.tags.map(tagSlug).includes(tagSlug(tag)));
          expect(entry.section === self.section || sharesTag).toBe(true);
        }
      }),
    );
  });
});

describe("categories and tags", () => {
  it("gives each category a slug, a unique name and a description that fits a search result", () => {
    expect(new Set(blogCategories.map((category) => category.name)).size).toBe(blogCategories.length);
    for (const category of blogCategories) {
      expect(isValidSlug(category.slug), category.slug).toBe(true);
      expect(category.description.length, category.name).toBeLessThanOrEqual(160);
    }
  });

  it.each([
    ["acceptance criteria", "acceptance-criteria"],
    ["RICE", "rice"],
    ["Product Strategy", "product-strategy"],
    ["Café research", "cafe-research"],
    ["  go/no-go  ", "go-no-go"],
  ])("writes the tag %j as %j in its address", (tag, slug) => {
    expect(tagSlug(tag)).toBe(slug);
  });
});

describe("share links", () => {
  it("carry the post's address and title encoded, for each network's own share address", () => {
    const urls = shareUrls({
      url: "https://northstar.app/blog/rice-ice-or-opportunity-scoring",
      title: "RICE, ICE & scoring: which one?",
      emailBody: "How they differ.\n\nhttps://northstar.app/blog/rice-ice-or-opportunity-scoring",
    });
    const encodedUrl = "https%3A%2F%2Fnorthstar.app%2Fblog%2Frice-ice-or-opportunity-scoring";
    expect(urls.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`);
    expect(urls.x).toBe(`https://x.com/intent/post?text=RICE%2C%20ICE%20%26%20scoring%3A%20which%20one%3F&url=${encodedUrl}`);
    expect(urls.email).toBe(
      `mailto:?subject=RICE%2C%20ICE%20%26%20scoring%3A%20which%20one%3F&body=How%20they%20differ.%0A%0A${encodedUrl}`,
    );
  });
});
