import { FaqAccordion } from "#app/components/faq/faq-accordion.tsx";
import { PageCta } from "#app/components/page/page-cta.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { PlanCards, PricingTerms } from "#app/components/pricing/plan-cards.tsx";
import { PlanComparison } from "#app/components/pricing/plan-comparison.tsx";
import { ProofSection } from "#app/components/proof/proof-section.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { buildPageHead } from "#app/lib/page-head.ts";
import { faqItems } from "#content/faq.ts";
import { breadcrumbTrail } from "#content/page-copy.server.ts";
import { pricingPageCopy } from "#content/pages/pricing.ts";
import { breadcrumbJsonLd, faqPageJsonLd, productJsonLd } from "#content/structured-data.ts";
import { PRICING_FAQ_MAX } from "#core/pricing-faq.ts";
import type { Route } from "./+types/pricing";

const billingQuestions = faqItems.filter((item) => item.group === pricingPageCopy.billing.faqGroup).slice(0, PRICING_FAQ_MAX);

const copy = pricingPageCopy;

// Built at prerender time: the breadcrumbs are named from the pages' copy, and the structured-data builders stay out of
// the browser. The claims (and so the rating) are the home page's: here the plans speak for themselves.
export const loader = () => {
  const crumbs = breadcrumbTrail("pricing");
  return { crumbs, jsonLd: [productJsonLd({ rated: false }), faqPageJsonLd(billingQuestions), breadcrumbJsonLd(crumbs)] };
};

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  buildPageHead({ ...copy, path: location.pathname, jsonLd: loaderData?.jsonLd });

export default function Pricing({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {/* No rose: the page must fit the first round trip, with room for an editor's longer plan descriptions. */}
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.heading}
        lead={copy.lead}
        breadcrumbs={loaderData.crumbs}
        compact
        rose={false}
      />
      {/* Close under the opening: the prices are the page's first screen. */}
      <Section variant="tint" aria-label={copy.plansLabel} className="pt-8 sm:pt-12">
        <PlanCards headingLevel="h2" />
        <PricingTerms />
      </Section>
      <ProofSection />
      <Section aria-labelledby="compare-title">
        <SectionHeading id="compare-title" title={copy.comparison.title} lead={copy.comparisonNote} />
        <PlanComparison copy={copy.comparison} />
      </Section>
      <Section variant="tint" aria-labelledby="billing-title">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.6fr]">
          <SectionHeading id="billing-title" title={copy.billing.title} align="start" lead={copy.billing.lead} />
          <FaqAccordion items={billingQuestions} />
        </div>
      </Section>
      <PageCta title={copy.closing.title} body={copy.closing.body} primary="sales" />
    </>
  );
}
