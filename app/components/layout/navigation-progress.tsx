/**
 * A slim bar under the header while an in-app navigation waits for the next page's code or data. It shows only
 * when the wait passes SLOW_NAVIGATION_MS (a fast navigation should not flash), keeps the old page on screen, and
 * tells screen-reader users once that the page is loading.
 */
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import { navigationCopy } from "#content/navigation.ts";

export const SLOW_NAVIGATION_MS = 300;

export function NavigationProgress() {
  const waiting = useNavigation().state !== "idle";
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (!waiting) {
      setSlow(false);
      return;
    }
    const timer = setTimeout(() => setSlow(true), SLOW_NAVIGATION_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  return (
    <>
      {slow && (
        <div
          data-slot="navigation-progress"
          role="progressbar"
          aria-label={navigationCopy.loadingPage}
          className="fixed inset-x-0 top-[var(--header-height)] z-50 h-0.5 overflow-hidden bg-brand-100"
        >
          <div className="h-full w-1/3 animate-progress bg-brand-600 motion-reduce:w-full motion-reduce:animate-none" />
        </div>
      )}
      <p className="sr-only" role="status">
        {slow ? navigationCopy.loadingPage : ""}
      </p>
    </>
  );
}
