import { LogoMark } from "#app/components/layout/logo.tsx";
import { HeroVisual } from "#app/components/page/hero-visual.tsx";
import { cn } from "#app/lib/cn.ts";
import type { FutureContent } from "#core/content-schemas/future.ts";

/** Each horizon's colour, here and in the roadmap's columns further down /future. */
export const horizonTone = {
  Now: "bg-success-100 text-success-700",
  Next: "bg-brand-100 text-brand-800",
  Later: "bg-star-100 text-star-600",
} as const;

const horizonBar = { Now: "bg-success-700", Next: "bg-brand-600", Later: "bg-star-400" } as const;
/** How far along each horizon's items are drawn, in percent: shipping, started, explored. */
const horizonProgress = { Now: [82, 64, 48], Next: [30, 22, 14], Later: [8, 6, 4] } as const;

/**
 * /future's hero: the roadmap at a glance, its three horizons with their items' titles and a bar of how far along
 * each is, drawn from the same content as the full roadmap further down the page.
 */
export function RoadmapGlance({ label, title, roadmap }: { label: string; title: string; roadmap: FutureContent["roadmap"] }) {
  return (
    <HeroVisual label={label}>
      <div className="mx-auto max-w-lg animate-rise rounded-2xl bg-white p-5 shadow-lift ring-1 ring-ink-200 sm:p-6">
        <div className="flex items-center gap-3 border-b border-ink-100 pb-4">
          <LogoMark className="size-7" />
          <p className="text-sm font-semibold text-ink-900">{title}</p>
        </div>
        <ol className="mt-4 space-y-4">
          {roadmap.map((column, columnIndex) => (
            <li key={column.horizon} className="animate-rise" style={{ animationDelay: `${150 + columnIndex * 120}ms` }}>
              <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold", horizonTone[column.horizon])}>
                {column.horizon}
              </span>
              <ul className="mt-2 space-y-2">
                {column.items.map((item, index) => (
                  <li key={item.title} className="flex items-center gap-3 text-sm">
                    <span className="min-w-0 flex-1 leading-5 text-pretty text-ink-800">{item.title}</span>
                    <span className="h-1.5 w-16 shrink-0 overflow-hidden rounded-full bg-ink-100 sm:w-24">
                      <span
                        className={cn("block h-full rounded-full", horizonBar[column.horizon])}
                        style={{ width: `${horizonProgress[column.horizon][index] ?? 4}%` }}
                      />
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
    </HeroVisual>
  );
}
