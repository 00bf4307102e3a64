import { ArrowRight } from "lucide-react";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { Card, CardLink } from "#app/components/ui/card.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { LinkedEmails } from "#app/components/ui/linked-emails.tsx";
import { buildPageHead } from "#app/lib/page-head.ts";
import { breadcrumbTrail } from "#content/page-copy.server.ts";
import { legalPageCopy } from "#content/pages/legal.ts";
import { breadcrumbJsonLd } from "#content/structured-data.ts";
import { familyPath } from "#core/page-paths.ts";
import type { Route } from "./+types/legal";

// Built at prerender time: the breadcrumbs are named from the pages' copy, and the structured-data builders stay out of
// the browser.
export const loader = () => {
  const crumbs = breadcrumbTrail("legal");
  return { crumbs, jsonLd: [breadcrumbJsonLd(crumbs)] };
};

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  buildPageHead({ ...legalPageCopy, path: location.pathname, jsonLd: loaderData?.jsonLd });

export default function Legal({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow={legalPageCopy.eyebrow}
        title={legalPageCopy.heading}
        lead={legalPageCopy.lead}
        breadcrumbs={loaderData.crumbs}
      />
      <Container className="grid gap-14 py-16 sm:py-24 lg:grid-cols-[1.4fr_1fr]">
        <div>
          {/* The documents first, what they cover after them: a visitor comes here for one of them. */}
          <ul className="space-y-5">
            {legalPageCopy.documents.map((document) => (
              <Card asChild key={document.slug} interactive className="group relative">
                <li>
                  <h2 className="text-xl font-semibold text-ink-900">
                    <CardLink to={familyPath("legalDocument", document.slug)}>{document.title}</CardLink>
                  </h2>
                  <p className="mt-2 leading-7 text-ink-600">{document.summary}</p>
                  <span className="mt-4 inline-flex items-center gap-1.5 font-semibold text-brand-700" aria-hidden="true">
                    {legalPageCopy.readLabel} <ArrowRight className="size-4" />
                  </span>
                </li>
              </Card>
            ))}
          </ul>
          <p className="mt-10 leading-7 text-pretty text-ink-600">
            <LinkedEmails text={legalPageCopy.intro} />
          </p>
        </div>
        {/* Beside the longer list it stays in view as the reader scrolls, rather than leave a blank under it. */}
        <Card asChild variant="tint" className="self-start lg:sticky lg:top-24">
          <section aria-labelledby="company-title">
            <h2 id="company-title" className="text-xl font-semibold text-ink-900">
              {legalPageCopy.companyTitle}
            </h2>
            <ul className="mt-4 space-y-2 leading-7 text-ink-700">
              {legalPageCopy.company.map((line) => (
                <li key={line}>
                  <LinkedEmails text={line} />
                </li>
              ))}
            </ul>
          </section>
        </Card>
      </Container>
    </>
  );
}
