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
  it("names the post's section, never its title, which the card sets right below", () => {
    for (const post of loadBlogPostSummaries()) {
      const text = textOf(renderToStaticMarkup(createElement(PostCover, post)));
      expect(text).toContain(post.section);
      expect(text).not.toContain(post.title);
    }
  });
});
