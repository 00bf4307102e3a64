import { ContentIcon } from "#app/components/content-icon.tsx";
import { ExampleOutput } from "#app/components/features/example-output.tsx";
import { PrdDraft } from "#app/components/hero-visuals/prd-draft.tsx";
import { PageCta } from "#app/components/page/page-cta.tsx";
import { heroText, PageHero } from "#app/components/page/page-hero.tsx";
import { TrialLink } from "#app/components/page/trial-link.tsx";
import { SampleLink } from "#app/components/samples/sample-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { buildPageHead } from "#app/lib/page-head.ts";
import { breadcrumbTrail } from "#content/page-copy.server.ts";
import { featuresPageCopy as copy, features } from "#content/pages/features.ts";
import { breadcrumbJsonLd } from "#content/structured-data.ts";
import type { Route } from "./+types/features";

// Built at prerender time: the breadcrumbs are named from the pages' copy, and the structured-data builders stay out of
// the browser.
export const loader = () => {
  const crumbs = breadcrumbTrail("features");
  return { crumbs, jsonLd: [breadcrumbJsonLd(crumbs)] };
};

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  buildPageHead({ ...copy.head, path: location.pathname, jsonLd: loaderData?.jsonLd });

export default function Features({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero {...heroText(copy.hero)} breadcrumbs={loaderData.crumbs} visual={<PrdDraft visual={copy.hero.visual} />}>
        <Button asChild size="lg">
          <TrialLink>{copy.hero.cta}</TrialLink>
        </Button>
      </PageHero>
      {/*
        Every capability in one row: in view from lg up; on smaller screens the row scrolls, its right edge fading into
        the bar's own surface (a mask, so it matches either scheme), with room after the last entry to clear the fade.
      */}
      <nav
        aria-label={copy.capabilitiesLabel}
        className="sticky top-[var(--header-height)] z-30 border-b border-ink-100 bg-white/90 backdrop-blur"
      >
        <Container>
          <ul
            data-slot="scroll-row"
            className="-mx-3 flex gap-1 overflow-x-auto py-2.5 text-sm whitespace-nowrap [scrollbar-width:none] max-lg:pe-12 max-lg:[mask-image:linear-gradient(to_right,#000_calc(100%-3rem),transparent)] lg:justify-between"
          >
            {features.map((feature) => (
              <li key={feature.slug}>
                <a
                  href={`#${feature.slug}`}
                  className="block rounded-lg px-3 py-1.5 text-ink-600 hover:bg-ink-100 hover:text-ink-900"
                >
                  {feature.menuName ?? feature.name}
                </a>
              </li>
            ))}
          </ul>
        </Container>
      </nav>
      <Container className="divide-y divide-ink-100">
        {features.map((feature, index) => (
          <section
            key={feature.slug}
            id={feature.slug}
            aria-labelledby={`${feature.slug}-title`}
            className="grid scroll-mt-14 gap-10 py-16 sm:py-20 lg:grid-cols-2 lg:gap-16"
          >
            <div className={index % 2 === 1 ? "lg:order-2" : undefined}>
              <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
                <ContentIcon name={feature.icon} className="size-6" />
              </span>
              <h2 id={`${feature.slug}-title`} className="mt-6 text-3xl font-semibold tracking-tight text-ink-950">
                {feature.name}
              </h2>
              <p className="mt-3 text-lg font-medium text-ink-800">{feature.summary}</p>
              <p className="mt-4 leading-7 text-ink-600">{feature.description}</p>
              <CheckList items={feature.bullets} className="mt-6" />
              <p className="mt-6 text-sm text-ink-600">
                <span className="font-semibold text-ink-900">{`${copy.audienceLabel} `}</span>
                {feature.audience}
              </p>
            </div>
            {/* Centred beside the longer text, so neither side of the row is left with a blank under it. */}
            <div className="flex flex-col gap-4 self-center">
              <ExampleOutput example={feature.example} label={copy.exampleLabel} />
              {feature.sample && <SampleLink sample={feature.sample} className="self-end" />}
            </div>
          </section>
        ))}
      </Container>
      <PageCta />
    </>
  );
}
