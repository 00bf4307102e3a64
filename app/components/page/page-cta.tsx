import { DialogLink } from "#app/components/dialogs/dialog-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { titleVariants } from "#app/components/ui/section.tsx";
import { ctaLocation } from "#app/lib/calls-to-action.ts";
import { cn } from "#app/lib/cn.ts";
import { navigationCopy } from "#content/navigation.ts";
import { StartTrialButton } from "./start-trial-button.tsx";
import { TrialTerms } from "./trial-terms.tsx";

type PageCtaProps = {
  title?: string;
  body?: string;
  /** The trial's terms under the buttons, each after a check mark. */
  terms?: readonly string[];
  /** Which of the two calls leads: the sales one where the page speaks to buyers larger than the plans. */
  primary?: "trial" | "sales";
};

/** The call to action that closes every page, the home page's included: trial and sales on the brand card. */
export function PageCta({
  title = navigationCopy.closingTitle,
  body = navigationCopy.closingBody,
  terms,
  primary = "trial",
}: PageCtaProps) {
  const trial = (
    <StartTrialButton variant={primary === "trial" ? "onDark" : "outlineOnDark"} className="w-full sm:w-auto">
      {navigationCopy.startTrial}
    </StartTrialButton>
  );
  return (
    <section
      aria-labelledby="page-cta-title"
      // The section above ends with its own space, unless it is tinted and the card needs room from its edge.
      className="pb-16 sm:pb-24 [.bg-ink-50+&]:pt-16 sm:[.bg-ink-50+&]:pt-24"
      {...ctaLocation("closing")}
    >
      {/* On the content's edges, as every section's grid above it. */}
      <Container>
        <div className="relative overflow-hidden rounded-[2rem] bg-brand-800 px-6 py-12 text-center sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 bg-[radial-gradient(ellipse_60%_80%_at_50%_0%,var(--brand-500),transparent_70%)] opacity-70"
          />
          <div className="relative">
            <h2 id="page-cta-title" className={cn(titleVariants({ variant: "onDark", size: "sub" }), "mx-auto max-w-2xl")}>
              {title}
            </h2>
            <p className="mx-auto mt-5 max-w-xl text-lg leading-8 text-pretty text-brand-100">{body}</p>
            <div className="mt-9 flex flex-col items-center justify-center gap-3 sm:flex-row">
              {primary === "trial" && trial}
              <Button asChild size="lg" variant={primary === "sales" ? "onDark" : "outlineOnDark"} className="w-full sm:w-auto">
                <DialogLink dialog="contact-sales">{navigationCopy.talkToSales}</DialogLink>
              </Button>
              {primary === "sales" && trial}
            </div>
            {terms && <TrialTerms terms={terms} tone="onBrand" />}
          </div>
        </div>
      </Container>
    </section>
  );
}
