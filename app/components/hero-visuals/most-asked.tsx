import { ArrowDown, MessageCircleQuestion } from "lucide-react";
import { useId } from "react";
import { faqAnswerAnchor } from "#app/components/faq/answer-anchor.ts";
import type { FaqItem } from "#content/faq.ts";
import { HeroPanel } from "./hero-panel.tsx";

/**
 * /faqs' hero: the most asked questions as a compact stack, each a link to its answer further down the page (which
 * the link opens). Real entries of content/faq.json, not copies.
 */
export function MostAsked({ title, items }: { title: string; items: readonly Pick<FaqItem, "id" | "question" | "group">[] }) {
  const titleId = useId();
  return (
    <HeroPanel labelledBy={titleId}>
      <div
        aria-hidden="true"
        className="absolute inset-x-6 -bottom-3 top-6 rounded-2xl bg-white/60 ring-1 ring-ink-200 max-sm:hidden"
      />
      <div className="relative mx-auto max-w-lg animate-rise rounded-2xl bg-white p-3 shadow-lift ring-1 ring-ink-200 sm:p-4">
        <div className="flex items-center gap-3 px-2 pt-1 pb-3 sm:px-3">
          <span
            aria-hidden="true"
            className="inline-flex size-9 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100"
          >
            <MessageCircleQuestion className="size-5" />
          </span>
          <h2 id={titleId} className="text-sm font-semibold tracking-wide text-ink-900 uppercase">
            {title}
          </h2>
        </div>
        <ol className="space-y-2">
          {items.map((item, index) => (
            <li key={item.id} className="animate-rise" style={{ animationDelay: `${150 + index * 100}ms` }}>
              <a
                href={`#${faqAnswerAnchor(item)}`}
                className="group flex items-center gap-3 rounded-xl px-3 py-3 ring-1 ring-ink-200 transition-colors hover:bg-brand-50 sm:px-4"
              >
                <span
                  aria-hidden="true"
                  className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-ink-50 text-xs font-semibold text-ink-600 ring-1 ring-ink-200"
                >
                  {index + 1}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-semibold text-pretty text-ink-900 sm:text-[0.9375rem]">
                    {item.question}
                  </span>
                  <span className="mt-0.5 block text-xs text-ink-500">{item.group}</span>
                </span>
                <ArrowDown aria-hidden="true" className="size-4 shrink-0 text-ink-400 group-hover:text-brand-800" />
              </a>
            </li>
          ))}
        </ol>
      </div>
    </HeroPanel>
  );
}
