import { NewTabLink } from "#app/components/ui/new-tab-link.tsx";
import { cn } from "#app/lib/cn.ts";
import { type ClaimRun, claimsLine } from "#content/claims.ts";

/**
 * The ratings and figures the page's structured data states, as one plain sentence: marked-up ratings must be
 * visible on the page (Google's structured-data policy), and a row of badges or stars reads as filler.
 */
export function Claims({ className, runs = claimsLine }: { className?: string; runs?: readonly ClaimRun[] }) {
  return (
    <p
      className={cn(
        "mx-auto max-w-3xl text-center text-base leading-7 text-balance text-ink-700 sm:text-lg sm:leading-8",
        className,
      )}
    >
      {runs.map((run, index) =>
        run.href ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs are fixed at build time
          <NewTabLink key={index} href={run.href} className="font-semibold text-ink-950 underline">
            {run.text}
          </NewTabLink>
        ) : run.figure ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the runs are fixed at build time
          <span key={index} className="font-semibold text-ink-950">
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
    </p>
  );
}
