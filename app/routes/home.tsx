import { FaqSection } from "#app/components/faq/faq-section.tsx";
import { Hero } from "#app/components/home/hero.tsx";
import { ProblemSolution } from "#app/components/home/problem-solution.tsx";
import { PageCta } from "#app/components/page/page-cta.tsx";
import { PlanCards, PricingTerms } from "#app/components/pricing/plan-cards.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { buildPageHead } from "#app/lib/page-head.ts";
import { homeFaqItems, homeStructuredDataFaq } from "#content/faq.ts";
import { closingCta, faqIntro, homeMeta, pricingIntro, solution } from "#content/home.ts";
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
      <FaqSection
        id="faq-title"
        anchor="faq"
        eyebrow={faqIntro.eyebrow}
        heading={faqIntro.title}
        lead={faqIntro.lead}
        items={homeFaqItems()}
        allQuestions={faqIntro.allQuestions}
        stillAsking={faqIntro.stillAsking}
      />
      <PageCta title={closingCta.title} body={closingCta.body} terms={closingCta.trialTerms} />
    </>
  );
}
