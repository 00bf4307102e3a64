import { Check, Minus } from "lucide-react";
import { FaqAccordion } from "#app/components/faq/faq-accordion.tsx";
import { PageCta } from "#app/components/page/page-cta.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { PlanCards, PricingTerms } from "#app/components/pricing/plan-cards.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { buildPageHead } from "#app/lib/page-head.ts";
import { faqItems } from "#content/faq.ts";
import { pageCopy } from "#content/pages.ts";
import { planComparisonRows, plans } from "#content/plans.ts";
import { breadcrumbJsonLd, faqPageJsonLd, productJsonLd } from "#core/structured-data.ts";
import type { Route } from "./+types/pricing";

const crumbs = [{ name: "Pricing", path: "/pricing" }];
const billingQuestions = faqItems.filter((item) => item.group === "Pricing and billing");

const copy = pageCopy.pricing;

// Built at prerender time so the structured-data builders stay out of the browser.
export const loader = () => ({ jsonLd: [productJsonLd(), faqPageJsonLd(billingQuestions), breadcrumbJsonLd(crumbs)] });

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  buildPageHead({ ...copy, path: location.pathname, jsonLd: loaderData?.jsonLd });

export default function Pricing() {
  return (
    <>
      <PageHero eyebrow="Pricing" title={copy.heading} lead={copy.lead} breadcrumbs={crumbs} />
      <Section tone="tint" aria-label="Plans">
        <PlanCards headingLevel="h2" />
        <PricingTerms />
      </Section>
      <Section aria-labelledby="compare-title">
        <SectionHeading id="compare-title" title={copy.comparison.title} lead={copy.comparisonNote} />
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1). */}
        <div className="mt-12 overflow-x-auto" tabIndex={0}>
          <table className="w-full min-w-[40rem] text-left">
            <caption className="sr-only">{copy.comparison.caption}</caption>
            <thead>
              <tr className="border-b-2 border-ink-200">
                <th scope="col" className="py-4 pr-4 text-sm font-semibold text-ink-600">
                  {copy.comparison.feature}
                </th>
                {plans.map((plan) => (
                  <th key={plan.id} scope="col" className="px-4 py-4 text-lg font-semibold text-ink-900">
                    {plan.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-ink-100">
              {planComparisonRows.map((row) => (
                <tr key={row.label}>
                  <th scope="row" className="py-4 pr-4 font-medium text-ink-800">
                    {row.label}
                  </th>
                  {plans.map((plan) => {
                    const value = plan.limits[row.limit];
                    return (
                      <td key={plan.id} className="px-4 py-4 text-ink-700">
                        {value === true ? (
                          <>
                            <Check className="size-5 text-brand-600" aria-hidden="true" />
                            <span className="sr-only">{copy.comparison.included}</span>
                          </>
                        ) : value === false ? (
                          <>
                            <Minus className="size-5 text-ink-400" aria-hidden="true" />
                            <span className="sr-only">{copy.comparison.notIncluded}</span>
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
      <Section tone="tint" aria-labelledby="billing-title">
        <div className="grid gap-12 lg:grid-cols-[1fr_1.6fr]">
          <SectionHeading id="billing-title" title={copy.billing.title} align="start" lead={copy.billing.lead} />
          <FaqAccordion items={billingQuestions} />
        </div>
      </Section>
      <PageCta />
    </>
  );
}
