import { describe, expect, it } from "vitest";
import { loadBlogPostSummaries } from "#content/blog.server.ts";
import { postFromSource } from "#content/blog-post-source.ts";
import { sectionIds } from "#core/section-ids.ts";

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

describe("a post's anchors", () => {
  it("are its headings in lowercase ASCII words, a repeated one numbered", () => {
    expect(sectionIds(["Why “no” goes badly", "Café metrics: 3 steps", "Why “no” goes badly", "!!!"])).toEqual([
      "why-no-goes-badly",
      "cafe-metrics-3-steps",
      "why-no-goes-badly-2",
      "section",
    ]);
  });

  it("mark each section of its HTML, its heading and all that follows up to the next, which its contents menu runs on", () => {
    const { html } = postFromSource("a-post", frontMatter, "Opening.\n\n## One\n\nFirst.\n\n## Two\n\nSecond.");
    expect(html).toMatch(
      /^<p>Opening.<\/p>\n<section data-section="" style="--section:--one"><h2 id="one">One<\/h2>\n<p>First.<\/p>\n<\/section>/,
    );
    expect(html).toContain('<section data-section="" style="--section:--two"><h2 id="two">Two</h2>\n<p>Second.</p>\n</section>');
  });

  it("leave a post's HTML as it is when a heading sits inside a quotation, rather than cut the quotation open", () => {
    const body = "## One\n\n> ## Quoted\n> Text.";
    expect(postFromSource("a-post", frontMatter, body).html).not.toContain("<section");
  });
});
