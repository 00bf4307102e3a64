import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PostCover } from "#app/components/blog/post-cover.tsx";
import { loadBlogPostSummaries } from "#content/blog.server.ts";

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("a post's cover", () => {
  it("is set with the post's own section and title, so no two posts share a cover", () => {
    const covers = loadBlogPostSummaries().map((post) => {
      const text = textOf(renderToStaticMarkup(createElement(PostCover, post)));
      expect(text).toContain(post.section);
      expect(text).toContain(post.title);
      return text;
    });
    expect(new Set(covers).size).toBe(covers.length);
  });
});
