import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { BlogContentError, readBlogPosts } from "#content/blog.server.ts";
import { prerenderPaths } from "#content/prerender-paths.server.ts";

/** One folder of posts per kind of mistake, each as a contributor could make it. */
const fixtures = join("tests", "fixtures", "blog-front-matter");
const fixture = (name: string) => join(fixtures, name);
const post = (folder: string, file = "discovery-notes.md") => join(fixtures, folder, file);

const problemsOf = (folder: string): readonly string[] => {
  try {
    readBlogPosts(fixture(folder));
  } catch (error) {
    if (error instanceof BlogContentError) return error.problems;
    throw error;
  }
  throw new Error(`${folder}: the posts were accepted`);
};

const categories = '"Product discovery", "Prioritization", "Specs and delivery"';

describe("blog front matter, checked when the build reads the posts", () => {
  it("accepts well-formed posts and gives each its category's slug", () => {
    const posts = readBlogPosts(fixture("valid"));
    expect(posts.map((entry) => [entry.slug, entry.section, entry.categorySlug])).toEqual([
      ["roadmap-reviews", "Prioritization", "prioritization"],
      ["discovery-notes", "Product discovery", "product-discovery"],
    ]);
  });

  it("accepts every post in content/blog", () => {
    expect(readBlogPosts(join("content", "blog")).length).toBeGreaterThanOrEqual(6);
  });

  it.each([
    ["missing-title", `${post("missing-title")}: title: missing; write the post's headline, at most 120 characters`],
    ["description-too-long", `${post("description-too-long")}: description: is 173 characters long; shorten it to at most 160`],
    [
      "not-a-date",
      `${post("not-a-date")}: modified: "next Tuesday" is not a date; write the date of its last real change, as YYYY-MM-DD`,
    ],
    [
      // YAML itself would roll 30 February over to 2 March.
      "nonexistent-date",
      `${post("nonexistent-date")}: published: "2026-02-30" is not a date; write the date it was first published, as YYYY-MM-DD`,
    ],
    [
      "modified-before-published",
      `${post("modified-before-published")}: modified: 2026-09-03 is before published (2026-09-10); a post is changed after it is published`,
    ],
    ["unknown-category", `${post("unknown-category")}: section: "Discovry" is not a category; use one of ${categories}`],
    ["no-tags", `${post("no-tags")}: tags: is empty; write a list such as [prioritization, roadmap]`],
    [
      "tags-not-a-list",
      `${post("tags-not-a-list")}: tags: must be a list, not "product discovery"; write a list such as [prioritization, roadmap]`,
    ],
    ["tag-repeated", `${post("tag-repeated")}: tags: "Research" repeats "research"; list each tag once`],
    [
      "image-not-a-path",
      `${post("image-not-a-path")}: image: "og/discovery-notes.png" is not a path on this site; write a share image path such as /og/blog/<slug>.png, or nothing for the one the build draws`,
    ],
    [
      "unknown-field",
      `${post("unknown-field")}: summary: is not a front matter field; the fields are title, description, published, modified, author, section, tags, image`,
    ],
    [
      "file-name-not-a-slug",
      `${post("file-name-not-a-slug", "Discovery_Notes.md")}: file name: "Discovery_Notes" is not a slug; name the file with lowercase words joined by hyphens`,
    ],
    [
      "invalid-yaml",
      `${post("invalid-yaml")}: front matter: is not valid YAML (unexpected end of the stream within a flow collection at line 9, column 1)`,
    ],
    [
      "title-twice",
      `${post("title-twice", "more-discovery-notes.md")}: title: "Discovery notes that survive the sprint" is also the title of ${post("title-twice")}; give each post its own`,
    ],
    [
      "tag-spelled-two-ways",
      `${post("tag-spelled-two-ways", "writing-specs.md")}: tags: "prd" is written "PRD" in ${post("tag-spelled-two-ways")}; spell a tag one way`,
    ],
  ])("%s: refused with the file and the field named", (folder, problem) => {
    expect(problemsOf(folder)).toEqual([problem]);
  });

  it("names every problem of a post at once, not only the first", () => {
    expect(problemsOf("several-problems")).toEqual([
      `${post("several-problems")}: published: "2026-13-01" is not a date; write the date it was first published, as YYYY-MM-DD`,
      `${post("several-problems")}: author: missing; write the writer's full name`,
      `${post("several-problems")}: section: "Discovry" is not a category; use one of ${categories}`,
    ]);
  });

  it("says how many problems there are and lists each on its own line", () => {
    expect(() => readBlogPosts(fixture("several-problems"))).toThrow(
      `The blog's posts have 3 problems; fix them and build again:\n  ${post("several-problems")}: published:`,
    );
  });

  describe("the build", () => {
    const configured = process.env.BLOG_CONTENT_DIR;
    afterEach(() => {
      if (configured === undefined) delete process.env.BLOG_CONTENT_DIR;
      else process.env.BLOG_CONTENT_DIR = configured;
    });

    it("stops at the prerender list, naming the file and field, when a post is wrong", () => {
      process.env.BLOG_CONTENT_DIR = fixture("unknown-category");
      expect(() => prerenderPaths()).toThrow(`${post("unknown-category")}: section: "Discovry" is not a category`);
    });

    it("lists every post, category, tag and page when the posts are right", () => {
      process.env.BLOG_CONTENT_DIR = fixture("valid");
      expect(prerenderPaths().filter((path) => path.startsWith("/blog"))).toEqual([
        "/blog",
        "/blog/category/product-discovery",
        "/blog/category/prioritization",
        "/blog/tag/product-discovery",
        "/blog/tag/product-strategy",
        "/blog/tag/research",
        "/blog/tag/roadmap",
        "/blog/roadmap-reviews",
        "/blog/discovery-notes",
      ]);
    });
  });
});
