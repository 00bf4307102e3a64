import { FaqAccordion } from "#app/components/faq/faq-accordion.tsx";
import { PageCta } from "#app/components/page/page-cta.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { PlanCards, PricingTerms } from "#app/components/pricing/plan-cards.tsx";
import { type ComparisonRow, PlanComparison } from "#app/components/pricing/plan-comparison.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { buildPageHead } from "#app/lib/page-head.ts";
import { faqItems } from "#content/faq.ts";
import { pageCopy } from "#content/pages.ts";
import { breadcrumbJsonLd, faqPageJsonLd, productJsonLd } from "#core/structured-data.ts";
import type { Route } from "./+types/pricing";

const crumbs = [{ name: "Pricing", path: "/pricing" }];
const billingQuestions = faqItems.filter((item) => item.group === "Pricing and billing");

const comparisonRows: ComparisonRow[] = [
  { label: "AI models", value: (plan) => plan.limits.aiModels },
  { label: "Product discoveries", value: (plan) => plan.limits.discoveries },
  { label: "Seats", value: (plan) => plan.limits.seats },
  { label: "Integrations", value: (plan) => plan.limits.integrations },
  { label: "Support", value: (plan) => plan.limits.support },
  { label: "Advanced analytics", value: (plan) => plan.features.includes("Advanced analytics") },
  { label: "Custom workflows", value: (plan) => plan.features.includes("Custom workflows") },
  { label: "SDK plug-in (coming soon)", value: (plan) => plan.features.some((feature) => feature.startsWith("SDK plug-in")) },
];

export const meta: Route.MetaFunction = ({ location }) =>
  buildPageHead({
    ...pageCopy.pricing,
    path: location.pathname,
    jsonLd: [productJsonLd(), faqPageJsonLd(billingQuestions), breadcrumbJsonLd(crumbs)],
  });

export default function Pricing() {
  return (
    <>
      <PageHero eyebrow="Pricing" title={pageCopy.pricing.heading} lead={pageCopy.pricing.lead} breadcrumbs={crumbs} />
      <Section variant="tint" aria-label="Plans">
        <PlanCards headingLevel="h2" />
        <PricingTerms />
      </Section>
      <Section aria-labelledby="compare-title">
        <SectionHeading id="compare-title" title="Compare plans" lead={pageCopy.pricing.comparisonNote} />
        <PlanComparison rows={comparisonRows} />
      </Section>
      <Section variant="tint" aria-labelledby="billing-title">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.6fr]">
          <SectionHeading
            id="billing-title"
            title="Billing questions"
            align="start"
            lead="Everything about the trial, the promo code and changing plans."
          />
          <FaqAccordion items={billingQuestions} />
        </div>
      </Section>
      <PageCta />
    </>
  );
}
