/** A legal document: the top-level route (top-level-page.tsx) shows it for a legal document's slug. */
import { PageHero } from "#app/components/page/page-hero.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import { legalDocumentPageCopy } from "#content/pages/legal-document.ts";
import type { LegalDocument } from "#core/legal-documents.server.ts";
import type { Crumb } from "#core/page-paths.ts";

export function LegalDocumentPage({ crumbs, document }: { crumbs: Crumb[]; document: LegalDocument }) {
  return (
    <>
      <PageHero
        title={document.title}
        lead={
          <p>
            {legalDocumentPageCopy.updated} <time dateTime={document.updated}>{formatDate(document.updated)}</time>
          </p>
        }
        breadcrumbs={crumbs}
        width="narrow"
      />
      <Container width="narrow" className="py-14 sm:py-20">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the document's HTML is rendered at build time from our own Markdown. */}
        <div className="prose-copy" dangerouslySetInnerHTML={{ __html: document.html }} />
      </Container>
    </>
  );
}
