import { Lightbulb, MessagesSquare } from "lucide-react";
import { WorkCard } from "#app/components/hero-visuals/work-card.tsx";
import type { Audience } from "#core/content-schemas/audience.ts";

/** An audience's opening for readers who run interviews: the themes a round of them came to, and the opportunity. */
export function InterviewSynthesis({ visual }: { visual: NonNullable<Audience["interviews"]> }) {
  return (
    <WorkCard label={visual.label} status={visual.status} icon={MessagesSquare} title={visual.title}>
      <p className="mt-5 text-xs font-semibold tracking-wide text-ink-500 uppercase">{visual.themesTitle}</p>
      <ul className="mt-3 space-y-3">
        {visual.themes.map((theme, index) => (
          <li key={theme.name} className="animate-rise text-sm" style={{ animationDelay: `${200 + index * 150}ms` }}>
            <div className="flex items-baseline justify-between gap-3">
              <span className="min-w-0 text-ink-800">{theme.name}</span>
              <span className="shrink-0 text-xs font-medium text-ink-500 tabular-nums">{theme.count}</span>
            </div>
            <div className="mt-1.5 h-2 rounded-full bg-ink-100">
              <div
                className={index === 0 ? "h-full rounded-full bg-brand-600" : "h-full rounded-full bg-brand-300"}
                style={{ width: `${theme.share}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
      <div
        className="mt-5 flex animate-rise gap-3 rounded-xl bg-brand-50 p-3 ring-1 ring-brand-100"
        style={{ animationDelay: `${250 + visual.themes.length * 150}ms` }}
      >
        <Lightbulb className="mt-0.5 size-4 shrink-0 text-brand-700" />
        <p className="text-sm leading-6 text-pretty text-ink-800">
          <span className="font-semibold text-brand-800">{visual.opportunityTitle}: </span>
          {visual.opportunity}
        </p>
      </div>
    </WorkCard>
  );
}
