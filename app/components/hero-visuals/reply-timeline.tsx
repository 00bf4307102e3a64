import { Mail } from "lucide-react";
import { HeroVisual } from "#app/components/page/hero-visual.tsx";
import type { ContactContent } from "#core/content-schemas/contact.ts";

/**
 * A contact page's hero: the form just sent, then what happens next as a short timeline, the first step marked as the next to come.
 * Words from the page's content file (its `visual`). Kept lean: /contact-sales is the heaviest page, near its budget.
 */
export function ReplyTimeline({ visual }: { visual: ContactContent["visual"] }) {
  return (
    <HeroVisual label={visual.label}>
      <div className="mx-auto max-w-md animate-rise rounded-2xl bg-white p-5 shadow-lift ring-1 ring-ink-200 sm:p-6 lg:max-w-lg">
        <p className="flex items-center gap-3 rounded-xl bg-success-100 px-4 py-3 text-sm font-semibold text-success-700">
          <Mail className="size-4 shrink-0" />
          {visual.sent}
        </p>
        <ol className="mt-6">
          {visual.steps.map((step, index) => (
            <li key={step.title} className="relative flex gap-4 pb-6 last:pb-0">
              {index < visual.steps.length - 1 && <span className="absolute top-8 bottom-0 left-3.5 w-px bg-ink-200" />}
              <span
                className={`inline-flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ring-1 ${
                  index === 0 ? "bg-brand-600 text-white ring-brand-600" : "bg-white text-ink-600 ring-ink-200"
                }`}
              >
                {index + 1}
              </span>
              <span className="pt-0.5">
                {step.when && (
                  <span className="block text-[0.6875rem] font-semibold tracking-wide text-ink-500 uppercase">{step.when}</span>
                )}
                <span className="block font-semibold text-pretty text-ink-900">{step.title}</span>
              </span>
            </li>
          ))}
        </ol>
      </div>
    </HeroVisual>
  );
}
