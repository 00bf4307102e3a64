import { z } from "zod";
import { legalDocumentSlugs } from "../page-slugs.ts";
import { copy, listOf, paragraph } from "./fields.ts";
import { namedPageCopySchema } from "./page-copy.ts";

/** content/pages/legal.json: /legal, the index of the legal documents (Markdown in content/legal/) and the company's details. */
export const legalContentSchema = namedPageCopySchema.extend({
  intro: paragraph("Introduction"),
  documents: listOf(
    z.object({
      slug: z
        .enum(legalDocumentSlugs, { error: `must be one of ${legalDocumentSlugs.join(", ")}` })
        .meta({ title: "Document", description: "The Markdown file in content/legal/ this card links to." }),
      title: copy("Title"),
      summary: paragraph("Summary"),
    }),
    "Documents",
  ),
  readLabel: copy("Read link"),
  companyTitle: copy("Company details heading"),
  company: listOf(copy("Line"), "Company details", "One line each; name the facts of Site facts with placeholders."),
});

export type LegalContent = z.infer<typeof legalContentSchema>;

/** content/pages/legal-document.json: what every legal document's page says around the document. */
export const legalDocumentPageContentSchema = z.object({
  updated: copy("Last updated", "Before the date of the document's last change."),
});

export type LegalDocumentPageContent = z.infer<typeof legalDocumentPageContentSchema>;
