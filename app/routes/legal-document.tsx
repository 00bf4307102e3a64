import { data } from "react-router";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import { buildPageHead } from "#app/lib/page-head.ts";
import { site } from "#content/site.ts";
import { legalDocumentNames, loadLegalDocument } from "#core/legal-documents.server.ts";
import { breadcrumbJsonLd } from "#core/structured-data.ts";
import type { Route } from "./+types/legal-document";

export const loader = ({ request }: Route.LoaderArgs) => {
  // Prerendering asks for both /privacy-policy and its data file /privacy-policy.data.
  const path = new URL(request.url).pathname.replace(/\.data$/, "").replace(/\/$/, "");
  const name = legalDocumentNames.find((candidate) => `/${candidate}` === path);
  if (!name) throw data("Not found", { status: 404 });
  return { document: loadLegalDocument(name), path };
};

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { document, path } = loaderData;
  return buildPageHead({
    title: `${document.title} | ${site.name}`,
    description: document.description,
    path: location.pathname,
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Legal", path: "/legal" },
        { name: document.title, path },
      ]),
    ],
  });
};

export default function LegalDocumentPage({ loaderData }: Route.ComponentProps) {
  const { document, path } = loaderData;
  return (
    <>
      <PageHero
        title={document.title}
        lead={
          <p>
            Last updated <time dateTime={document.updated}>{formatDate(document.updated)}</time>
          </p>
        }
        breadcrumbs={[
          { name: "Legal", path: "/legal" },
          { name: document.title, path },
        ]}
      />
      <Container className="py-14 sm:py-20">
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the document's HTML is rendered at build time from our own Markdown. */}
        <div className="prose-copy mx-auto" dangerouslySetInnerHTML={{ __html: document.html }} />
      </Container>
    </>
  );
}
