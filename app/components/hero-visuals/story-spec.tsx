import { Check, Link2 } from "lucide-react";
import { WorkFrame } from "#app/components/hero-visuals/work-card.tsx";
import { LogoMark } from "#app/components/layout/logo.tsx";
import type { Audience } from "#core/content-schemas/audience.ts";

/** An audience's opening for readers who build: one story as they receive it, its criteria ticked in one by one. */
export function StorySpec({ visual }: { visual: NonNullable<Audience["story"]> }) {
  return (
    <WorkFrame label={visual.label}>
      <div className="flex items-center justify-between gap-3 text-xs">
        <span className="flex items-center gap-2">
          <LogoMark className="size-5" />
          <span className="font-mono text-ink-500">{visual.key}</span>
        </span>
        <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800 ring-1 ring-brand-200">
          {visual.estimate}
        </span>
      </div>
      <p className="mt-4 text-base leading-7 font-semibold tracking-tight text-pretty text-ink-950 sm:text-lg">{visual.title}</p>
      <p className="mt-5 text-xs font-semibold tracking-wide text-ink-500 uppercase">{visual.criteriaTitle}</p>
      <ul className="mt-2 space-y-2">
        {visual.criteria.map((criterion, index) => (
          <li
            key={criterion}
            className="flex animate-rise gap-3 rounded-xl bg-ink-50 px-3 py-2.5 text-sm leading-6 text-pretty text-ink-700 ring-1 ring-ink-100"
            style={{ animationDelay: `${250 + index * 200}ms` }}
          >
            <span className="mt-1 inline-flex size-4 shrink-0 items-center justify-center rounded-full bg-success-100 text-success-700">
              <Check className="size-3" strokeWidth={3} />
            </span>
            {criterion}
          </li>
        ))}
      </ul>
      <ul className="mt-4 flex flex-wrap gap-2 border-t border-ink-100 pt-4 text-xs font-medium text-ink-600">
        {visual.links.map((link) => (
          <li key={link} className="inline-flex items-center gap-1.5 rounded-full bg-white px-2.5 py-1 ring-1 ring-ink-200">
            <Link2 className="size-3.5 text-brand-600" />
            {link}
          </li>
        ))}
      </ul>
    </WorkFrame>
  );
}
