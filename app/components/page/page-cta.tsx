import { DialogLink } from "#app/components/dialogs/dialog-link.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { titleVariants } from "#app/components/ui/section.tsx";
import { ctaLocation } from "#app/lib/calls-to-action.ts";
import { navigationCopy } from "#content/navigation.ts";
import { StartTrialButton } from "./start-trial-button.tsx";

type PageCtaProps = {
  title?: string;
  body?: string;
  /** Which of the two calls leads: the sales one where the page speaks to buyers larger than the plans. */
  primary?: "trial" | "sales";
};

/** The call to action that closes inner pages: trial and sales. */
export function PageCta({
  title = navigationCopy.closingTitle,
  body = navigationCopy.closingBody,
  primary = "trial",
}: PageCtaProps) {
  const trial = (
    <StartTrialButton variant={primary === "trial" ? "onDark" : "outlineOnDark"}>{navigationCopy.startTrial}</StartTrialButton>
  );
  return (
    <section aria-labelledby="page-cta-title" className="bg-ink-950" {...ctaLocation("closing")}>
      <Container className="flex flex-col items-start justify-between gap-8 py-16 sm:py-20 lg:flex-row lg:items-center">
        <div className="max-w-2xl">
          <h2 id="page-cta-title" className={titleVariants({ variant: "onDark", size: "sub" })}>
            {title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-ink-300">{body}</p>
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          {primary === "trial" && trial}
          <Button asChild size="lg" variant={primary === "sales" ? "onDark" : "outlineOnDark"}>
            <DialogLink dialog="contact-sales">{navigationCopy.talkToSales}</DialogLink>
          </Button>
          {primary === "sales" && trial}
        </div>
      </Container>
    </section>
  );
}
