import { DashboardIllustration } from "#app/components/home/dashboard-illustration.tsx";
import { CentredOpening } from "#app/components/page/centred-opening.tsx";
import { OpeningActions } from "#app/components/page/opening-actions.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { SectionHeading } from "#app/components/ui/section.tsx";
import type { LandingSectionOf } from "#core/content-schemas/landing-page.ts";

const visuals = { dashboard: DashboardIllustration } as const;

/** A landing page's opening, as the home page's: the h1 and lead centred, the calls to action, the product under them. */
export function LandingHero({ eyebrow, heading, lead, visual }: LandingSectionOf<"hero">) {
  const Visual = visuals[visual];
  return (
    <CentredOpening titleId="landing-title">
      <Container className="pt-8 pb-10 sm:pt-20 lg:pt-24">
        <SectionHeading as="h1" id="landing-title" eyebrow={eyebrow} title={heading} lead={lead} size="display" />
        <OpeningActions className="mt-8 items-center justify-center sm:mt-10" />
      </Container>
      <Container className="pt-4 pb-16 sm:pt-6 sm:pb-24">
        <Visual />
      </Container>
    </CentredOpening>
  );
}
