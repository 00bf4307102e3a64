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
    <StartTrialButton variant={primary === "trial" ? "onDark" : "outlineOnDark"}>{navigationCopy.startTrial}</StartTrialButton>
  );
  return (
    <section aria-labelledby="page-cta-title" className="pb-16 sm:pb-24" {...ctaLocation("closing")}>
      {/* On the content's edges, as every section's grid above it. */}
      <Container>
        <div className="rounded-card bg-brand-800 bg-brand-glow px-5 py-16 text-center sm:px-8 sm:py-20">
          <h2 id="page-cta-title" className={cn(titleVariants({ variant: "onDark", size: "sub" }), "lg:text-4xl")}>
            {title}
          </h2>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-pretty text-brand-100">{body}</p>
          {/* The width of the card on a phone, side by side from sm up. */}
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {primary === "trial" && trial}
            <Button asChild size="lg" variant={primary === "sales" ? "onDark" : "outlineOnDark"}>
              <DialogLink dialog="contact-sales">{navigationCopy.talkToSales}</DialogLink>
            </Button>
            {primary === "sales" && trial}
          </div>
          {terms && <TrialTerms terms={terms} tone="onBrand" />}
        </div>
      </Container>
    </section>
  );
}
