import { Check } from "lucide-react";
import { TrialLink } from "#app/components/page/trial-link.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { ctaLocation } from "#app/lib/calls-to-action.ts";
import { cn } from "#app/lib/cn.ts";
import { launchDiscountLabel, launchPricing, planCtaSuffix, plans, popularPlanLabel } from "#content/plans.ts";
import { FeatureLabel } from "./feature-label.tsx";

/**
 * The three plan cards, straight from the plans module. Side by side on a wide screen, each card spans five rows of the
 * list's grid (a subgrid): names, descriptions, prices, buttons and feature lists line up across the cards, whatever
 * their length. On a tablet each card is a row, its features beside its price; stacked on a phone, each card gives its
 * price and button first, under its name, and then who it is for.
 */
export function PlanCards({ headingLevel = "h3" }: { headingLevel?: "h2" | "h3" }) {
  const Heading = headingLevel;
  return (
    <>
      {/* The launch offer, once for the row: each card shows only its struck-through regular price. */}
      <p className="mb-6 flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-center text-sm text-ink-600 sm:mb-10">
        <Badge variant="success">{launchDiscountLabel}</Badge>
        <span>{launchPricing.terms}</span>
      </p>
      <ul className="grid gap-6 lg:grid-cols-3" {...ctaLocation("plans")}>
        {plans.map((plan) => (
          <Card
            asChild
            key={plan.id}
            variant={plan.popular ? "dark" : "raised"}
            className={cn(
              "relative flex flex-col sm:p-8 md:grid md:max-lg:grid-cols-2 md:gap-x-10 lg:row-span-5 lg:grid-rows-subgrid lg:gap-y-0",
              plan.popular && "ring-2 ring-brand-500",
            )}
          >
            <li>
              {plan.popular && (
                <Badge variant="highlight" className="absolute -top-3.5 left-1/2 -translate-x-1/2 shadow-card">
                  {popularPlanLabel}
                </Badge>
              )}
              <Heading className={cn("text-xl font-semibold", plan.popular ? "text-white" : "text-ink-900")}>{plan.name}</Heading>
              <p className={cn("mt-3 leading-7 max-md:order-1 max-md:mt-6", plan.popular ? "text-ink-300" : "text-ink-600")}>
                {plan.description}
              </p>
              <Price plan={plan} variant={plan.popular ? "onDark" : "default"} className="mt-6" />
              <Button asChild size="lg" variant={plan.popular ? "primary" : "secondary"} className="mt-7 w-full">
                <TrialLink plan={plan.id}>
                  {plan.cta}
                  <span className="sr-only"> {planCtaSuffix(plan)}</span>
                </TrialLink>
              </Button>
              <ul className="mt-8 space-y-3.5 max-md:order-2 md:max-lg:col-start-2 md:max-lg:row-[1/5] md:max-lg:mt-0">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <Check
                      className={cn("mt-0.5 size-5 shrink-0", plan.popular ? "text-brand-300" : "text-brand-600")}
                      aria-hidden="true"
                    />
                    <span className={plan.popular ? "text-ink-200" : "text-ink-700"}>
                      <FeatureLabel label={feature} tagClassName={plan.popular ? "text-ink-400" : "text-ink-500"} />
                    </span>
                  </li>
                ))}
                {/* Announced, not yet there: an empty ring where the others have a check (a dashed one read as a spinner). */}
                {plan.upcoming?.map((feature) => (
                  <li key={feature} className="flex gap-3">
                    <span
                      className={cn(
                        "m-1 size-3 shrink-0 translate-y-0.5 rounded-full border-[1.5px]",
                        plan.popular ? "border-ink-400" : "border-ink-500",
                      )}
                      aria-hidden="true"
                    />
                    <span className={plan.popular ? "text-ink-300" : "text-ink-600"}>
                      <FeatureLabel label={feature} tagClassName={plan.popular ? "text-ink-400" : "text-ink-500"} />
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          </Card>
        ))}
      </ul>
    </>
  );
}

/** The trial's terms, under every set of plan cards. */
export function PricingTerms() {
  return <p className="mt-12 text-center text-ink-600">{launchPricing.trial}</p>;
}
