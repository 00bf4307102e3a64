/**
 * A legal document's Markdown as one build says it. Text that is true only where the site runs analytics (it names the
 * consent banner and its buttons) stands between a line `:::analytics` and a line `:::`; text for a site without them
 * between `:::no-analytics` and `:::`. Each build keeps its own blocks, drops the others, and fills the placeholders.
 */
import { type ContentFacts, fillPlaceholders } from "./content-placeholders.ts";

const BUILD_BLOCK = /^:::(analytics|no-analytics)[ \t]*\r?\n([\s\S]*?)^:::[ \t]*(?:\r?\n|$)/gm;

export const legalMarkdownForBuild = (markdown: string, { analytics, facts }: { analytics: boolean; facts: ContentFacts }) =>
  fillPlaceholders(
    markdown.replace(BUILD_BLOCK, (_block, audience: string, text: string) =>
      (audience === "analytics") === analytics ? text : "",
    ),
    facts,
  );
