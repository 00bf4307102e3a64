import { PlanCards, PricingTerms } from "#app/components/pricing/plan-cards.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import type { LandingSectionOf } from "#core/content-schemas/landing-page.ts";

/** The plans as the home page shows them: the cards and their terms. */
export function PlansSection({ id, heading, lead }: LandingSectionOf<"plans"> & { id: string }) {
  return (
    <Section variant="tint" aria-labelledby={id}>
      <SectionHeading id={id} title={heading} lead={lead} />
      <div className="mt-16">
        <PlanCards />
      </div>
      <PricingTerms />
    </Section>
  );
}
