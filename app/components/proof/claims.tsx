import { NewTabLink } from "#app/components/ui/new-tab-link.tsx";
import { cn } from "#app/lib/cn.ts";
import { type ClaimFigure, type ClaimRun, claimsShown } from "#content/claims.ts";
import { keepNumbersWithUnits } from "#core/number-with-unit.ts";

/** Runs of words, a rating's source a link to its page. A label's figures stay in its ink: bold mid-sentence, they
    broke the line into pieces. */
function Runs({ runs }: { runs: readonly ClaimRun[] }) {
  return runs.map((run, index) =>
    run.href ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the runs are fixed at build time
      <NewTabLink key={index} href={run.href} className="font-semibold text-ink-950 underline">
        {run.text}
      </NewTabLink>
    ) : (
      keepNumbersWithUnits(run.text)
    ),
  );
}

/**
 * The ratings and figures the page's structured data states, each figure large over its label: marked-up ratings must
 * be visible on the page (Google's structured-data policy). Words, never stars or badges; four across where there is
 * room, two on a phone or in a column.
 */
export function Claims({ className, figures = claimsShown }: { className?: string; figures?: readonly ClaimFigure[] }) {
  return (
    <div className={cn("@container mx-auto max-w-5xl text-center", className)}>
      <ul className="grid grid-cols-2 gap-x-6 gap-y-8 @3xl:grid-cols-4 @3xl:gap-x-0 @3xl:divide-x @3xl:divide-ink-200">
        {figures.map((claim, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the figures are fixed at build time
          <li key={index} className="@3xl:px-6">
            <p className="text-2xl font-semibold tracking-tight text-ink-950 tabular-nums sm:text-3xl">
              <Runs runs={claim.figure} />
            </p>
            <p className="mt-1.5 text-sm leading-6 text-pretty text-ink-600">
              <Runs runs={claim.label} />
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
