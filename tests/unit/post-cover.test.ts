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
  it("is a picture with no words: neither the post's title nor its section, which the card sets right below", () => {
    for (const post of loadBlogPostSummaries()) expect(textOf(renderToStaticMarkup(createElement(PostCover, post)))).toBe("");
  });
});
