/** What every legal document's page says around the document, from content/pages/legal-document.json. */
import type { LegalDocumentPageContent } from "#core/content-schemas/legal.ts";
import legalDocumentFile from "./legal-document.json" with { type: "json" };

export const legalDocumentPageCopy: LegalDocumentPageContent = legalDocumentFile;
