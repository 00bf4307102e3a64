import { Layers } from "lucide-react";
import { WorkCard } from "#app/components/hero-visuals/work-card.tsx";
import { cn } from "#app/lib/cn.ts";
import type { Audience } from "#core/content-schemas/audience.ts";

const EVIDENCE_STEPS = [1, 2, 3, 4, 5] as const;

/**
 * The discovery, the evidence meter and the impact, in the same columns on every row and in the headings. On a phone
 * the meter moves under the discovery, so its name keeps the width.
 */
const columns = "grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-3 sm:grid-cols-[minmax(0,1fr)_5.5rem_7.5rem]";
const besideOnWide = "sm:col-span-1 sm:col-start-2 sm:row-start-1";

/** An audience's opening for readers who lead teams: every discovery under way, its stage, its evidence and its impact. */
export function Portfolio({ visual }: { visual: NonNullable<Audience["portfolio"]> }) {
  return (
    <WorkCard label={visual.label} status={visual.status} icon={Layers} title={visual.title}>
      <div
        className={cn(columns, "mt-5 border-b border-ink-100 pb-2 text-xs font-semibold tracking-wide text-ink-500 uppercase")}
      >
        <span />
        <span className={cn("max-sm:hidden", besideOnWide)}>{visual.evidenceTitle}</span>
        <span className="col-start-2 row-start-1 text-right sm:col-start-3">{visual.impactTitle}</span>
      </div>
      <ul className="divide-y divide-ink-100">
        {visual.discoveries.map((discovery, index) => (
          <li
            key={discovery.name}
            className={cn(columns, "animate-rise py-3")}
            style={{ animationDelay: `${200 + index * 150}ms` }}
          >
            <div className="col-start-1 row-start-1 min-w-0">
              <p className="text-sm font-medium text-pretty text-ink-900">{discovery.name}</p>
              <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-500">
                <span>{discovery.team}</span>
                <span className="rounded-full bg-ink-100 px-2 py-0.5 font-medium text-ink-700">{discovery.stage}</span>
              </p>
            </div>
            <div className={cn("col-span-2 row-start-2 mt-2 flex items-center gap-3 sm:mt-0 sm:block sm:pt-1.5", besideOnWide)}>
              <span className="flex w-20 gap-0.5 sm:w-auto">
                {EVIDENCE_STEPS.map((step) => (
                  <span
                    key={step}
                    className={cn("h-1.5 flex-1 rounded-full", step <= discovery.evidence ? "bg-brand-600" : "bg-ink-200")}
                  />
                ))}
              </span>
              <span className="block text-xs text-ink-500 tabular-nums sm:mt-1.5">{discovery.sources}</span>
            </div>
            {/* Green for a figure; words ("Not sized") stay grey, an impact not yet known. */}
            <span
              className={cn(
                "col-start-2 row-start-1 text-right text-sm font-semibold tabular-nums sm:col-start-3",
                /\d/.test(discovery.impact) ? "text-success-700" : "text-ink-500",
              )}
            >
              {discovery.impact}
            </span>
          </li>
        ))}
      </ul>
    </WorkCard>
  );
}
