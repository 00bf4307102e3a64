/**
 * A post made from its source: by the build from its file (blog.server.ts), by the content manager's preview from a
 * draft. Apart from blog-post.ts, whose helpers pages use, so that the Markdown reader reaches no page's code.
 */
import { renderMarkdown, typographic } from "#core/markdown.ts";
import { familyPath } from "#core/page-paths.ts";
import { sectionIds } from "#core/section-ids.ts";
import { blogCategoryNamed } from "./blog-categories.ts";
import type { BlogFrontMatter } from "./blog-front-matter.ts";
import { type BlogPost, countWords, readingMinutes } from "./blog-post.ts";
import { ogImagePath } from "./og-image.ts";

/** The most a card shows of a post's opening paragraph, in characters. */
const EXCERPT_LENGTH = 220;

const excerptOf = (body: string): string => {
  const firstParagraph = body
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .find((block) => block !== "" && !/^[#>|`\-*\d]/.test(block));
  const plain = typographic((firstParagraph ?? "").replace(/[*_`[\]]|\(https?:[^)]*\)/g, ""));
  if (plain.length <= EXCERPT_LENGTH) return plain;
  // Whole sentences when they fill most of the room; otherwise whole words, and never an open quotation.
  const room = plain.slice(0, EXCERPT_LENGTH);
  const sentenceEnd = Math.max(...[". ", "? ", "! "].map((end) => room.lastIndexOf(end)));
  if (sentenceEnd >= EXCERPT_LENGTH / 2) return plain.slice(0, sentenceEnd + 1);
  let cut = room.slice(0, -1).replace(/\s+\S*$/, "");
  if ((cut.match(/["“”]/g) ?? []).length % 2 === 1) cut = cut.slice(0, cut.search(/\s*["“][^"“”]*$/));
  return `${cut.replace(/[\s,;:.]+$/, "")}…`;
};

/** The text of each level-two heading, outside code blocks, in order. */
const sectionsOf = (body: string): string[] => {
  let fenced = false;
  return body.split("\n").flatMap((line) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^##\s+(.+?)\s*#*\s*$/.exec(line);
    return heading?.[1] ? [typographic(heading[1].replace(/[*_`]|\[|\]\([^)]*\)/g, ""))] : [];
  });
};

/**
 * The post's HTML with each section (a level-two heading and what follows it, up to the next) in a section element:
 * its heading carries its anchor, and the section names the view timeline its contents menu runs on (section-menu.ts).
 * Left as it is when the headings found in the HTML are not the post's sections (one inside a quotation, say).
 */
const withSections = (html: string, ids: readonly string[]): { html: string; anchors: string[] } => {
  const [before = "", ...parts] = html.split(/^<h2>/m);
  if (parts.length !== ids.length || parts.length === 0) return { html, anchors: [] };
  const sections = parts.map(
    (part, index) => `<section data-section="" style="--section:--${ids[index]}"><h2 id="${ids[index]}">${part}</section>\n`,
  );
  return { html: before + sections.join(""), anchors: [...ids] };
};

/** A post from its checked front matter and Markdown body: by the build from its file, by the preview from a draft. */
export const postFromSource = (slug: string, { image, ...frontMatter }: BlogFrontMatter, body: string): BlogPost => {
  const wordCount = countWords(body);
  const sections = sectionsOf(body);
  return {
    ...frontMatter,
    image: image ?? ogImagePath(familyPath("blogPost", slug)),
    slug,
    // The schema admits only the names of content/blog-categories.ts.
    categorySlug: blogCategoryNamed(frontMatter.section)?.slug ?? "",
    wordCount,
    readingMinutes: readingMinutes(wordCount),
    excerpt: excerptOf(body),
    sections,
    ...withSections(renderMarkdown(body), sectionIds(sections)),
  };
};
