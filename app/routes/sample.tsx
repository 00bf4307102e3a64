import { ExampleItems, OutputWindow, sourceAnchor } from "#app/components/features/example-output.tsx";
import { OpeningActions } from "#app/components/page/opening-actions.tsx";
import { PageCta } from "#app/components/page/page-cta.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { SampleNotice } from "#app/components/samples/sample-notice.tsx";
import { BackToMenu } from "#app/components/ui/back-to-menu.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { CONTENTS_ABOVE_ID, ContentsMenu } from "#app/components/ui/contents-menu.tsx";
import { menuSection, sectionMenuScope } from "#app/components/ui/section-menu.ts";
import { entryForSlug, entryPageHead } from "#app/lib/route-entry.ts";
import { breadcrumbTrail } from "#content/page-copy.server.ts";
import { samplePageCopy as copy } from "#content/pages/sample.ts";
import { samples } from "#content/samples.ts";
import { breadcrumbJsonLd } from "#content/structured-data.ts";
import { familyPath } from "#core/page-paths.ts";
import { sectionIds } from "#core/section-ids.ts";
import type { Route } from "./+types/sample";

// Built at prerender time: the breadcrumbs are named from the pages' copy, and the structured-data builders stay out of
// the browser.
export const loader = ({ params }: Route.LoaderArgs) => {
  const sample = entryForSlug(samples, params.slug);
  const crumbs = breadcrumbTrail("features", { name: sample.kind, path: familyPath("sample", sample.slug) });
  return { slug: sample.slug, crumbs, jsonLd: [breadcrumbJsonLd(crumbs)] };
};

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const sample = entryForSlug(samples, loaderData.slug);
  // Its own kind first, then what every sample is found by: no two samples share their keywords.
  return entryPageHead(sample, {
    keywords: [sample.kind, ...copy.keywords],
    path: location.pathname,
    jsonLd: loaderData.jsonLd,
  });
};

/** A complete document the product wrote, drawn as the product shows it: its properties, sections and sources. */
export default function SamplePage({ loaderData }: Route.ComponentProps) {
  const sample = entryForSlug(samples, loaderData.slug);
  const ids = sectionIds(sample.sections.map((section) => section.title));
  const contents = [
    ...sample.sections.map((section, index) => [section.title, ids[index] ?? ""] as const),
    [copy.sourcesTitle, "sources-title"] as const,
  ];
  return (
    <>
      {/* What the document is, over its title; a reader takes it for a sample before reading a word of it. */}
      <PageHero
        eyebrow={sample.kind}
        title={sample.title}
        lead={sample.summary}
        breadcrumbs={loaderData.crumbs}
        mark={<SampleNotice notice={copy.disclaimer} />}
      >
        {/* Under the opening's words: a reader convinced by the sample finds the trial at the top as well as at the end. */}
        <OpeningActions />
      </PageHero>
      {/* At reading width, under the opening's left edge; from lg up its contents beside it, in view while reading. */}
      <Container
        className="grid items-start gap-12 pt-12 pb-16 sm:pt-16 sm:pb-24 lg:grid-cols-[minmax(0,56rem)_1fr]"
        {...sectionMenuScope(contents.map(([, id]) => id))}
      >
        <div>
          <ContentsMenu title={copy.contentsTitle} entries={contents} placement="above" className="mb-8 lg:hidden" />
          <OutputWindow title={sample.title} label={sample.kind}>
            <dl className="grid grid-cols-2 gap-x-6 gap-y-3 border-b border-ink-100 px-5 py-4 text-sm sm:flex sm:flex-wrap sm:px-8">
              {sample.properties.map((property) => (
                <div key={property.label}>
                  <dt className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{property.label}</dt>
                  <dd className="mt-0.5 text-ink-900">{property.value}</dd>
                </div>
              ))}
            </dl>
            {/* Sections padded, not spaced: the reading line that marks the contents menu's entry never falls between two. */}
            <div className="px-5 py-8 sm:px-8">
              <p className="text-sm leading-6 text-pretty text-ink-600">
                <span className="font-semibold text-ink-900">{`${copy.teamLabel}: `}</span>
                {sample.team}
              </p>
              {sample.sections.map((section, index) => (
                <section key={section.title} aria-labelledby={ids[index]} className="pt-10" {...menuSection(ids[index] ?? "")}>
                  <h2 id={ids[index]} className="mb-4 text-lg font-semibold tracking-tight text-ink-950">
                    {section.title}
                  </h2>
                  <ExampleItems example={section} citeLabel={copy.citeLabel} />
                </section>
              ))}
              <section aria-labelledby="sources-title" data-sources="" className="pt-10" {...menuSection("sources-title")}>
                <h2 id="sources-title" className="mb-4 text-lg font-semibold tracking-tight text-ink-950">
                  {copy.sourcesTitle}
                </h2>
                <ol className="grid gap-2 sm:grid-cols-2">
                  {sample.sources.map((source, index) => (
                    <li
                      key={source.name}
                      id={sourceAnchor(index + 1)}
                      className="flex scroll-mt-28 gap-3 rounded-lg bg-ink-50 px-3 py-2 text-sm ring-1 ring-ink-100 target:ring-2 target:ring-brand-500"
                    >
                      <span className="font-mono text-xs leading-5 text-brand-700">{index + 1}</span>
                      <span>
                        <span className="block font-medium text-ink-900">{source.name}</span>
                        <span className="block text-xs text-ink-500">{source.detail}</span>
                      </span>
                    </li>
                  ))}
                </ol>
              </section>
            </div>
          </OutputWindow>
        </div>
        <ContentsMenu title={copy.contentsTitle} entries={contents} className="max-lg:hidden" />
        <BackToMenu menuId={CONTENTS_ABOVE_ID} className="lg:hidden" />
      </Container>
      <PageCta />
    </>
  );
}
