import { CalendarDays } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { NewTabLink } from "#app/components/ui/new-tab-link.tsx";
import { ctaAttributes } from "#app/lib/calls-to-action.ts";
import { cn } from "#app/lib/cn.ts";
import { navigationCopy } from "#content/navigation.ts";
import { site } from "#content/site.ts";
import { StartTrialButton } from "./start-trial-button.tsx";

/**
 * A page's opening pair of actions, the same words on every page: the trial, and a demo booked on the calendar. Full
 * width and stacked on phones, side by side from sm up.
 */
export function OpeningActions({ className }: { className?: string }) {
  return (
    <div className={cn("flex flex-col gap-3 sm:flex-row", className)}>
      <StartTrialButton className="w-full sm:w-auto">{navigationCopy.openingTrial}</StartTrialButton>
      <Button asChild size="lg" variant="secondary" className="w-full sm:w-auto">
        <NewTabLink href={site.demoBookingUrl} {...ctaAttributes("book_demo")}>
          <CalendarDays aria-hidden="true" />
          {navigationCopy.bookDemo}
        </NewTabLink>
      </Button>
    </div>
  );
}
