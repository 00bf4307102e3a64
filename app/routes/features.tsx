import { FeatureStageSection, rowShare } from "#app/components/features/feature-stage.tsx";
import { PrdDraft } from "#app/components/hero-visuals/prd-draft.tsx";
import { OpeningActions } from "#app/components/page/opening-actions.tsx";
import { PageCta } from "#app/components/page/page-cta.tsx";
import { heroText, PageHero } from "#app/components/page/page-hero.tsx";
import { BackToMenu, pageMenuAnchor } from "#app/components/ui/back-to-menu.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { menuLink, sectionMenuScope } from "#app/components/ui/section-menu.ts";
import { buildPageHead } from "#app/lib/page-head.ts";
import { breadcrumbTrail } from "#content/page-copy.server.ts";
import { featuresPageCopy as copy, features } from "#content/pages/features.ts";
import { breadcrumbJsonLd } from "#content/structured-data.ts";
import type { Route } from "./+types/features";

/** The capabilities menu, where the back-to-menu button of a phone returns. */
const CAPABILITIES_ID = "capabilities";

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
        <OpeningActions />
      </PageHero>
      {/*
        Every capability in one row under the header from lg up, marking the one being read. On smaller screens the
        capabilities wrap into a few rows that stay where they are: a row scrolling sideways under the header would hide
        the one it marks.
      */}
      <div {...sectionMenuScope(features.map((feature) => feature.slug))}>
        <nav
          id={CAPABILITIES_ID}
          aria-label={copy.capabilitiesLabel}
          {...pageMenuAnchor}
          className="z-30 border-b border-ink-100 bg-bar lg:sticky lg:top-[var(--header-height)]"
        >
          <Container>
            <ul className="flex flex-wrap gap-2 py-4 text-sm whitespace-nowrap lg:-mx-3 lg:gap-1 lg:justify-between lg:py-2.5">
              {copy.stages.flatMap((stage) =>
                stage.features.map((feature, index) => (
                  <li key={feature.slug}>
                    <a
                      href={`#${feature.slug}`}
                      {...menuLink(feature.slug, rowShare(stage, index))}
                      className="block rounded-lg px-3 py-1.5 text-ink-600 ring-ink-200 hover:bg-ink-100 hover:text-ink-900 max-lg:ring-1"
                    >
                      {feature.menuName ?? feature.name}
                    </a>
                  </li>
                )),
              )}
            </ul>
          </Container>
        </nav>
        <div className="divide-y divide-ink-100">
          {copy.stages.map((stage, index) => (
            <FeatureStageSection key={stage.name} stage={stage} number={index + 1} labels={copy} />
          ))}
        </div>
        <BackToMenu menuId={CAPABILITIES_ID} className="lg:hidden" />
      </div>
      <PageCta />
    </>
  );
}
