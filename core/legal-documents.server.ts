/** Reads the legal documents (content/legal/<slug>.md). Build only. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import type { ContentFacts } from "./content-placeholders.ts";
import { legalMarkdownForBuild } from "./legal-markdown.ts";
import { readFrontMatter } from "./markdown.server.ts";
import { renderMarkdown } from "./markdown.ts";
import type { LegalDocumentSlug } from "./page-slugs.ts";

export const legalFrontMatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1).max(160),
  keywords: z.array(z.string().min(1)).min(1),
  updated: z.iso.date(),
});

export type LegalDocument = z.infer<typeof legalFrontMatterSchema> & { html: string };

/** As one build says it (core/legal-markdown.ts): with or without analytics, its placeholders filled by `facts`. */
export const loadLegalDocument = (slug: LegalDocumentSlug, build: { analytics: boolean; facts: ContentFacts }): LegalDocument => {
  const source = readFileSync(join(process.cwd(), "content", "legal", `${slug}.md`), "utf8");
  const { data, content } = readFrontMatter(source);
  return { ...legalFrontMatterSchema.parse(data), html: renderMarkdown(legalMarkdownForBuild(content, build)) };
};
