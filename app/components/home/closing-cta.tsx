import { DialogLink } from "#app/components/dialogs/dialog-link.tsx";
import { StartTrialButton } from "#app/components/page/start-trial-button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { ctaLocation } from "#app/lib/calls-to-action.ts";
import { closingCta } from "#content/home.ts";
import { TrialTerms } from "./trial-terms.tsx";

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-title" className="bg-white pb-20 sm:pb-28" {...ctaLocation("closing")}>
      {/* On the content's edges, as every section's grid above it. */}
      <Container>
        <div className="relative overflow-hidden rounded-[2rem] bg-brand-800 px-6 py-16 text-center sm:px-12 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(ellipse_60%_80%_at_50%_0%,var(--brand-500),transparent_70%)] opacity-70"
          />
          <div className="relative">
            <h2 id="closing-title" className="mx-auto max-w-2xl text-title font-semibold text-balance text-white">
              {closingCta.title}
            </h2>
            <p className="mx-auto mt-5 max-w-xl text-lg leading-8 text-brand-100">{closingCta.body}</p>
            <div className="mt-9 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <StartTrialButton variant="onDark" className="w-full sm:w-auto">
                {closingCta.primaryCta}
              </StartTrialButton>
              <Button asChild size="lg" variant="outlineOnDark" className="w-full sm:w-auto">
                <DialogLink dialog="contact-sales">{closingCta.secondaryCta}</DialogLink>
              </Button>
            </div>
            <TrialTerms terms={closingCta.trialTerms} tone="onBrand" />
          </div>
        </div>
      </Container>
    </section>
  );
}
