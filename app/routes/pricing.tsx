import { Check, Minus } from "lucide-react";
import { FaqAccordion } from "#app/components/faq/faq-accordion.tsx";
import { PageCta } from "#app/components/page/page-cta.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { PlanCards, PricingTerms } from "#app/components/pricing/plan-cards.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { buildPageHead } from "#app/lib/page-head.ts";
import { faqItems } from "#content/faq.ts";
import { pageCopy } from "#content/pages.ts";
import { type Plan, plans } from "#content/plans.ts";
import { breadcrumbJsonLd, faqPageJsonLd, productJsonLd } from "#core/structured-data.ts";
import type { Route } from "./+types/pricing";

const crumbs = [{ name: "Pricing", path: "/pricing" }];
const billingQuestions = faqItems.filter((item) => item.group === "Pricing and billing");

const comparisonRows: { label: string; value: (plan: Plan) => string | boolean }[] = [
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
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1). */}
        <div className="mt-12 overflow-x-auto" tabIndex={0}>
          <table className="w-full min-w-[40rem] text-left">
            <caption className="sr-only">Plan comparison</caption>
            <thead>
              <tr className="border-b-2 border-ink-200">
                <th scope="col" className="py-4 pr-4 text-sm font-semibold text-ink-600">
                  Feature
                </th>
                {plans.map((plan) => (
                  <th key={plan.id} scope="col" className="px-4 py-4 text-lg font-semibold text-ink-900">
                    {plan.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {comparisonRows.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className="py-4 pr-4 font-medium text-ink-800">
                    {row.label}
                  </th>
                  {plans.map((plan) => {
                    const value = row.value(plan);
                    return (
                      <td key={plan.id} className="px-4 py-4 text-ink-700">
                        {value === true ? (
                          <>
                            <Check className="size-5 text-brand-600" aria-hidden="true" />
                            <span className="sr-only">Included</span>
                          </>
                        ) : value === false ? (
                          <>
                            <Minus className="size-5 text-ink-400" aria-hidden="true" />
                            <span className="sr-only">Not included</span>
                          </>
                        ) : (
                          value
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
