import { ArrowLeftRight } from "lucide-react";
import { IntegrationLogo } from "#app/components/integrations/integration-logo.tsx";
import { LogoMark } from "#app/components/layout/logo.tsx";
import { HeroVisual } from "#app/components/page/hero-visual.tsx";
import type { IntegrationContent } from "#core/content-schemas/integration.ts";
import type { IntegrationLogoDrawing } from "#core/integration-logos.ts";

const stateTones = {
  done: "bg-success-100 text-success-700 ring-success-700/20",
  active: "bg-brand-50 text-brand-800 ring-brand-200",
  todo: "bg-ink-50 text-ink-600 ring-ink-200",
} as const;
const stateDots = { done: "bg-success-700", active: "bg-brand-600 animate-pulse-soft", todo: "bg-ink-300" } as const;

/**
 * An integration page's hero: the tool's logo and the product's mark joined by a sync arrow, over one item in the
 * tool (an epic, a task, an event) with what the product put in it, each entry's status as the tool shows it.
 */
export function IntegrationSync({ visual, logo }: { visual: IntegrationContent["heroVisual"]; logo: IntegrationLogoDrawing }) {
  return (
    <HeroVisual label={visual.label}>
      <div className="max-w-md md:max-w-none lg:mx-auto lg:max-w-lg">
        <div className="flex items-center justify-center gap-3">
          <IntegrationLogo logo={logo} />
          <span className="relative flex h-8 w-20 items-center justify-center sm:w-28">
            <span className="absolute inset-x-0 top-1/2 border-t-2 border-dashed border-brand-300" />
            <span className="relative inline-flex size-8 items-center justify-center rounded-full bg-white text-brand-700 shadow-card ring-1 ring-brand-200">
              <ArrowLeftRight className="size-4 animate-pulse-soft" />
            </span>
          </span>
          <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-white shadow-card ring-1 ring-ink-200">
            <LogoMark className="size-8" />
          </span>
        </div>
        <div className="mt-6 animate-rise rounded-2xl bg-white p-5 shadow-lift ring-1 ring-ink-200 sm:p-6">
          <div className="flex items-center gap-2 text-xs">
            <span className="rounded-md bg-brand-600 px-1.5 py-0.5 font-semibold text-white">{visual.item.kind}</span>
            <span className="font-mono text-ink-500">{visual.item.key}</span>
          </div>
          <p className="mt-3 text-lg font-semibold tracking-tight text-balance text-ink-950">{visual.item.title}</p>
          <p className="mt-5 text-xs font-semibold tracking-wide text-ink-500 uppercase">{visual.listTitle}</p>
          {/* In a narrow card an entry's title takes its own line under its key and status, never a crushed column. */}
          <ul className="@container mt-2 divide-y divide-ink-100 rounded-xl ring-1 ring-ink-200">
            {visual.entries.map((entry, index) => (
              <li
                key={entry.key}
                className="flex animate-rise flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5 text-sm"
                style={{ animationDelay: `${250 + index * 150}ms` }}
              >
                <span className={`size-2 shrink-0 rounded-full ${stateDots[entry.state]}`} />
                <span className="shrink-0 font-mono text-xs text-ink-500">{entry.key}</span>
                <span className="order-last basis-full pl-5 text-pretty text-ink-800 @sm:order-none @sm:min-w-0 @sm:flex-1 @sm:basis-0 @sm:pl-0">
                  {entry.title}
                </span>
                <span
                  className={`ml-auto shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${stateTones[entry.state]}`}
                >
                  {entry.status}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-4 flex items-center gap-2 text-xs text-ink-500">
            <LogoMark className="size-4" />
            {visual.syncNote}
          </p>
        </div>
      </div>
    </HeroVisual>
  );
}
