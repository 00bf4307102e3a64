import { FileText } from "lucide-react";
import { WorkCard } from "#app/components/hero-visuals/work-card.tsx";
import type { FeaturesPageContent } from "#core/content-schemas/features-page.ts";

/** A source's number, as the draft cites it and the sources list names it. */
function SourceMark({ index }: { index: number }) {
  return (
    <span className="inline-flex size-4 shrink-0 items-center justify-center rounded bg-brand-100 align-text-top text-xs font-semibold text-brand-800">
      {index + 1}
    </span>
  );
}

/** /features' hero: the product writing a PRD, its sections filling in one after another, the sources it cites at its foot. */
export function PrdDraft({ visual }: { visual: FeaturesPageContent["hero"]["visual"] }) {
  return (
    <WorkCard label={visual.label} status={visual.status} icon={FileText} title={visual.title}>
      <div className="mt-4 space-y-4">
        {visual.sections.map((section, index) => (
          <div key={section.heading} className="animate-rise" style={{ animationDelay: `${250 + index * 300}ms` }}>
            <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{section.heading}</p>
            <p className="mt-1 text-sm leading-6 text-pretty text-ink-700">
              {`${section.text} `}
              <SourceMark index={index % visual.sources.length} />
              {/* The cursor blinks while the draft is being written, then goes (at once under reduced motion): it lasts
                  the two 2.4 s beats of its blink (app.css `--animate-pulse-soft`). */}
              {index === visual.sections.length - 1 && (
                <span className="invisible animate-walk-until" style={{ animationDuration: "4.8s" }}>
                  <span className="ml-1 inline-block h-4 w-0.5 animate-pulse-soft bg-brand-600 align-middle" />
                </span>
              )}
            </p>
          </div>
        ))}
      </div>
      {/* The sources the draft cites, at its foot as a document lists them. */}
      <div className="mt-5 animate-rise border-t border-ink-100 pt-4" style={{ animationDelay: "500ms" }}>
        <p className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{visual.sourcesTitle}</p>
        {/* One column on a small phone, where three would part each name over several lines. */}
        <ul className="mt-3 grid gap-3 xs:grid-cols-3">
          {visual.sources.map((source, index) => (
            <li key={source.name} className="flex items-start gap-2 text-xs">
              <SourceMark index={index} />
              <span className="min-w-0">
                <span className="block font-semibold text-ink-800">{source.name}</span>
                <span className="block text-ink-500">{source.detail}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </WorkCard>
  );
}
