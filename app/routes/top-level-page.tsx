/**
 * The pages one segment under the root: each audience page (a file of content/audiences) and each legal document,
 * found by the route's slug, among the audiences first.
 */

import { AudiencePage, audienceCrumbs } from "#app/components/audience/audience-page.tsx";
import { LegalDocumentPage } from "#app/components/legal/legal-document-page.tsx";
import { buildPageHead } from "#app/lib/page-head.ts";
import { entryForSlug, entryPageHead } from "#app/lib/route-entry.ts";
import { audiencePicture, audienceSample, loadAudiences } from "#content/audiences.server.ts";
import { legalDocumentBuild } from "#content/consent.ts";
import { breadcrumbTrail } from "#content/page-copy.server.ts";
import { audiencePageCopy } from "#content/pages/audience.ts";
import { breadcrumbJsonLd } from "#content/structured-data.ts";
import { buildSettings } from "#core/build-settings.ts";
import { loadLegalDocument } from "#core/legal-documents.server.ts";
import { familyPath } from "#core/page-paths.ts";
import { legalDocumentSlugs } from "#core/page-slugs.ts";
import type { Route } from "./+types/top-level-page";

// Built at prerender time: the audiences' files, the structured-data builders and the Markdown reader stay on the server.
export const loader = ({ params }: Route.LoaderArgs) => {
  const audience = loadAudiences().find((candidate) => candidate.slug === params.slug);
  if (audience) {
    const crumbs = breadcrumbTrail(...audienceCrumbs(audience));
    return {
      kind: "audience" as const,
      audience,
      picture: audiencePicture(audience),
      sample: audienceSample(audience),
      crumbs,
      jsonLd: [breadcrumbJsonLd(crumbs)],
    };
  }
  const page = entryForSlug(
    legalDocumentSlugs.map((slug) => ({ slug })),
    params.slug,
  );
  // Only a build with analytics has the consent banner and the Cookie settings button the privacy policy speaks of.
  const document = loadLegalDocument(page.slug, legalDocumentBuild(Boolean(buildSettings.analytics)));
  const crumbs = breadcrumbTrail("legal", { name: document.title, path: familyPath("legalDocument", page.slug) });
  return { kind: "legal-document" as const, slug: page.slug, document, crumbs, jsonLd: [breadcrumbJsonLd(crumbs)] };
};

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  if (loaderData.kind === "audience") {
    const { audience } = loaderData;
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
  if (loaderData.kind === "audience")
    return (
      <AudiencePage
        audience={loaderData.audience}
        picture={loaderData.picture}
        sample={loaderData.sample}
        crumbs={loaderData.crumbs}
      />
    );
  return <LegalDocumentPage crumbs={loaderData.crumbs} document={loaderData.document} />;
}
