import { FaqAccordion } from "#app/components/faq/faq-accordion.tsx";
import { ClosingCta } from "#app/components/home/closing-cta.tsx";
import { Hero } from "#app/components/home/hero.tsx";
import { ProblemSolution } from "#app/components/home/problem-solution.tsx";
import { PlanCards, PricingTerms } from "#app/components/pricing/plan-cards.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { buildPageHead } from "#app/lib/page-head.ts";
import { homeFaqItems, homeStructuredDataFaq } from "#content/faq.ts";
import { faqIntro, homeMeta, pricingIntro, solution } from "#content/home.ts";
import { integrationBadges } from "#content/integrations.server.ts";
import { excerptsOf } from "#content/samples.ts";
import {
  faqPageJsonLd,
  organizationJsonLd,
  productJsonLd,
  softwareApplicationJsonLd,
  webPageJsonLd,
} from "#content/structured-data.ts";
import type { Route } from "./+types/home";

// Built at prerender time so the structured-data builders, the sample documents and the logos' drawings stay out of the
// home page's JavaScript.
export const loader = () => ({
  excerpts: excerptsOf(solution.features),
  integrations: integrationBadges(),
  jsonLd: [
    organizationJsonLd(),
    softwareApplicationJsonLd(),
    productJsonLd({ rated: true }),
    faqPageJsonLd(homeStructuredDataFaq()),
    webPageJsonLd({ path: "/", title: homeMeta.title, description: homeMeta.description }),
  ],
});

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  buildPageHead({ ...homeMeta, path: location.pathname, jsonLd: loaderData?.jsonLd });

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {/* The content manager's preview runs no loader: it goes without the logos and the cards' excerpts. */}
      <Hero integrations={loaderData.integrations ?? []} />
      <ProblemSolution excerpts={loaderData.excerpts ?? []} />
      <Section variant="tint" id="pricing" aria-labelledby="pricing-title">
        <SectionHeading id="pricing-title" {...pricingIntro} />
        <div className="mt-16">
          <PlanCards />
        </div>
        <PricingTerms />
      </Section>
      <Section id="faq" aria-labelledby="faq-title">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.6fr]">
          {/* Beside the long list on a wide screen, it stays in view as the visitor reads down. */}
          <div className="lg:sticky lg:top-28 lg:self-start">
            <SectionHeading id="faq-title" {...faqIntro} align="start" />
          </div>
          <FaqAccordion items={homeFaqItems()} />
        </div>
      </Section>
      <ClosingCta />
    </>
  );
}
