/** The pages one segment under the root: each audience page and each legal document, found by the route's slug. */

import { AudiencePage, audienceCrumbs } from "#app/components/audience/audience-page.tsx";
import { LegalDocumentPage } from "#app/components/legal/legal-document-page.tsx";
import { buildPageHead } from "#app/lib/page-head.ts";
import { entryForSlug, entryPageHead } from "#app/lib/route-entry.ts";
import { audiences } from "#content/audiences.ts";
import { legalDocumentFacts } from "#content/consent.ts";
import { breadcrumbTrail } from "#content/page-copy.server.ts";
import { audiencePageCopy } from "#content/pages/audience.ts";
import { breadcrumbJsonLd } from "#content/structured-data.ts";
import { buildSettings } from "#core/build-settings.ts";
import { loadLegalDocument } from "#core/legal-documents.server.ts";
import { familyPath } from "#core/page-paths.ts";
import { legalDocumentSlugs } from "#core/page-slugs.ts";
import type { Route } from "./+types/top-level-page";

const topLevelPages = [
  ...audiences.map((audience) => ({ slug: audience.slug, kind: "audience" as const })),
  ...legalDocumentSlugs.map((slug) => ({ slug, kind: "legal-document" as const })),
];

// Built at prerender time: the structured-data builders and the Markdown reader stay on the server.
export const loader = ({ params }: Route.LoaderArgs) => {
  const page = entryForSlug(topLevelPages, params.slug);
  if (page.kind === "audience") {
    const audience = entryForSlug(audiences, page.slug);
    return { kind: page.kind, slug: audience.slug, jsonLd: [breadcrumbJsonLd(breadcrumbTrail(...audienceCrumbs(audience)))] };
  }
  // Only a build with analytics has the Cookie settings button the privacy policy would send a visitor to.
  const document = loadLegalDocument(page.slug, legalDocumentFacts(Boolean(buildSettings.analytics)));
  const crumbs = breadcrumbTrail("legal", { name: document.title, path: familyPath("legalDocument", page.slug) });
  return { kind: page.kind, slug: page.slug, document, crumbs, jsonLd: [breadcrumbJsonLd(crumbs)] };
};

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  if (loaderData.kind === "audience") {
    const audience = entryForSlug(audiences, loaderData.slug);
    return entryPageHead(audience, {
      keywords: audiencePageCopy.keywords(audience),
      path: location.pathname,
      jsonLd: loaderData.jsonLd,
    });
  }
  const { document } = loaderData;
  return buildPageHead({
    title: document.title,
    description: document.description,
    keywords: document.keywords,
    path: location.pathname,
    jsonLd: loaderData.jsonLd,
  });
};

export default function TopLevelPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "audience") return <AudiencePage audience={entryForSlug(audiences, loaderData.slug)} />;
  return <LegalDocumentPage crumbs={loaderData.crumbs} document={loaderData.document} />;
}
