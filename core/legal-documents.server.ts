/** Reads the legal documents (content/legal/*.md). Build only. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { readFrontMatter, renderMarkdown } from "./markdown.server.ts";

const legalFrontMatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1).max(160),
  updated: z.iso.date(),
});

export const legalDocumentNames = ["privacy-policy", "terms-and-conditions"] as const;
export type LegalDocumentName = (typeof legalDocumentNames)[number];
export type LegalDocument = z.infer<typeof legalFrontMatterSchema> & { html: string };

export const loadLegalDocument = (name: LegalDocumentName): LegalDocument => {
  const source = readFileSync(join(process.cwd(), "content", "legal", `${name}.md`), "utf8");
  const { data, content } = readFrontMatter(source);
  return { ...legalFrontMatterSchema.parse(data), html: renderMarkdown(content) };
};
