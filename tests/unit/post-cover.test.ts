import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PostCover } from "#app/components/blog/post-cover.tsx";
import { loadBlogPostSummaries } from "#content/blog.server.ts";
import { blogCategories } from "#content/blog-categories.ts";

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("a post's cover", () => {
  it("is a picture with no words: neither the post's title nor its section, which the card sets right below", () => {
    for (const post of loadBlogPostSummaries()) expect(textOf(renderToStaticMarkup(createElement(PostCover, post)))).toBe("");
  });

  it("draws its category's icon, so posts of different categories have different covers", () => {
    const covers = new Set(
      blogCategories.map(({ slug }) => renderToStaticMarkup(createElement(PostCover, { categorySlug: slug }))),
    );
    expect(covers.size).toBe(blogCategories.length);
  });
});
