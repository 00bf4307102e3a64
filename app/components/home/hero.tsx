import { ArrowUpRight, Award } from "lucide-react";
import { IntegrationStrip } from "#app/components/integrations/integration-strip.tsx";
import { CentredOpening } from "#app/components/page/centred-opening.tsx";
import { OpeningActions } from "#app/components/page/opening-actions.tsx";
import { TrialTerms } from "#app/components/page/trial-terms.tsx";
import { Claims } from "#app/components/proof/claims.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { NewTabLink } from "#app/components/ui/new-tab-link.tsx";
import { hero } from "#content/home.ts";
import { navigationCopy } from "#content/navigation.ts";
import { site } from "#content/site.ts";
import type { IntegrationBadge } from "#core/integration-logos.ts";
import { DashboardIllustration } from "./dashboard-illustration.tsx";

export function Hero({ integrations }: { integrations: readonly IntegrationBadge[] }) {
  return (
    <CentredOpening titleId="hero-title">
      <Container className="pt-8 text-center sm:pt-20 lg:pt-9">
        {/* The one claim a visitor can check, where the best sites name their backers. On the narrowest phones it gives
            its room to the call to action, which then shows in the first screen. */}
        <NewTabLink
          href={site.accelerator.url}
          className="inline-flex max-[22.5rem]:hidden min-h-9 items-center gap-2 rounded-full bg-white py-1.5 pr-3 pl-2 text-sm font-medium text-ink-700 shadow-card ring-1 ring-ink-200 hover:text-ink-950 hover:ring-ink-300"
        >
          <Award className="size-5 text-star-500" aria-hidden="true" />
          <span>
            {navigationCopy.backedBy}
            <span className="text-ink-500 max-sm:hidden"> · {site.accelerator.cohort}</span>
          </span>
          <ArrowUpRight className="size-4 text-ink-400" aria-hidden="true" />
        </NewTabLink>
        <h1
          id="hero-title"
          className="mx-auto mt-6 max-w-4xl lg:mt-5 max-[22.5rem]:mt-0 text-display font-semibold text-balance text-ink-950"
        >
          {hero.headline}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-base leading-7 text-pretty text-ink-600 sm:mt-6 sm:text-xl sm:leading-9 lg:mt-4 lg:leading-8">
          {hero.subline}
        </p>
        <OpeningActions className="mt-7 items-center justify-center sm:mt-9 lg:mt-7" />
      </Container>
      {/* Right under the calls to action at every width: each term whole after its check mark, so a line never ends or
          starts with a separator. */}
      <Container className="sm:pb-8 lg:pb-5">
        <TrialTerms terms={hero.trialTerms} />
      </Container>
      <Container className="pt-8 sm:pt-0">
        <DashboardIllustration />
      </Container>
      {/* Under the product, where the best sites say who uses theirs. */}
      <Container className="pt-6 pb-16 sm:pt-10 sm:pb-20">
        <Claims />
        <IntegrationStrip label={hero.integrationsLabel} integrations={integrations} />
      </Container>
    </CentredOpening>
  );
}
