import { describe, expect, it } from "vitest";
import { loadBlogPostSummaries } from "#content/blog.server.ts";
import { postFromSource } from "#content/blog-post-source.ts";

const frontMatter = {
  ...loadBlogPostSummaries()[0]!,
  image: undefined,
};

const sectionsOf = (body: string) => postFromSource("a-post", frontMatter, body).sections;

describe("a post's sections", () => {
  it("are its level-two headings in order, in the site's typography, without their Markdown", () => {
    expect(
      sectionsOf(
        [
          "An opening paragraph.",
          '## Why "no" goes *badly*',
          "Text.",
          "### A detail, not a section",
          "## The [four kinds](https://example.com) of `no` ##",
        ].join("\n\n"),
      ),
    ).toEqual(["Why “no” goes badly", "The four kinds of no"]);
  });

  it("leave out a heading written inside a code block, and a post without headings has none", () => {
    expect(sectionsOf("```md\n## Not a section\n```\n\n## A section")).toEqual(["A section"]);
    expect(sectionsOf("Only a paragraph.")).toEqual([]);
  });
});
