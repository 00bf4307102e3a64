import { Target } from "lucide-react";
import { LiveStatus } from "#app/components/hero-visuals/live-status.tsx";
import { HeroVisual } from "#app/components/page/hero-visual.tsx";
import type { AudienceContent, AudiencePageContent } from "#core/content-schemas/audience.ts";

/** Each ring, widest first: its radius in the drawing's 200-unit square (all touch its floor) and its colours. */
// Colours as the palette's variables in style attributes, not fill-* classes: those would grow every page's stylesheet.
const rings = [
  { r: 96, fill: "var(--brand-50)", stroke: "var(--brand-200)", text: "var(--brand-700)" },
  { r: 64, fill: "var(--brand-100)", stroke: "var(--brand-400)", text: "var(--brand-800)" },
  { r: 32, fill: "var(--brand-600)", stroke: "var(--brand-600)", text: "var(--white)" },
] as const;

/**
 * An audience page's hero: a market sized the way the product sizes one, the whole market, the part a product can
 * serve and the part it can win as nested rings beside their figures. Sample figures from the audience's file.
 */
export function MarketSizing({ sizing, words }: { sizing: AudienceContent["sizing"]; words: AudiencePageContent["sizing"] }) {
  return (
    <HeroVisual label={sizing.label}>
      <div className="max-w-md animate-rise md:max-w-none lg:mx-auto rounded-2xl bg-white p-5 shadow-lift ring-1 ring-ink-200 sm:p-6 lg:max-w-lg">
        {/* On a narrow phone the status drops below the title rather than squeezing it to a word a line. */}
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-44 flex-1">
            <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-ink-500 uppercase">
              <Target className="size-3.5 text-brand-600" />
              {words.eyebrow}
            </p>
            <p className="mt-1 font-semibold text-balance text-ink-950">{sizing.market}</p>
          </div>
          <LiveStatus tone="done">{words.status}</LiveStatus>
        </div>
        {/* On a phone the rings sit above their figures, set in a row: beside them, each would be a thumbnail. */}
        <div className="mt-5 grid items-center gap-5 sm:grid-cols-2 sm:gap-6">
          <svg viewBox="0 0 200 200" className="mx-auto w-full max-w-48 sm:max-w-none" aria-hidden="true" focusable="false">
            {sizing.figures.map((figure, index) => {
              const ring = rings[index] ?? rings[2];
              return (
                <g key={figure.name}>
                  <circle
                    cx="100"
                    cy={198 - ring.r}
                    r={ring.r}
                    style={{ fill: ring.fill, stroke: ring.stroke }}
                    strokeWidth="1.5"
                  />
                  <text
                    x="100"
                    y={index === 2 ? 171 : 198 - 2 * ring.r + 22}
                    textAnchor="middle"
                    style={{ fill: ring.text }}
                    className="text-[0.8125rem] font-semibold"
                  >
                    {figure.name}
                  </text>
                </g>
              );
            })}
          </svg>
          <ul className="grid grid-cols-3 gap-3 sm:block sm:space-y-3">
            {sizing.figures.map((figure, index) => (
              <li
                key={figure.name}
                className="animate-rise sm:border-b sm:border-ink-100 sm:pb-3 sm:last:border-b-0 sm:last:pb-0"
                style={{ animationDelay: `${250 + index * 120}ms` }}
              >
                <p className="flex items-center gap-2 text-xs font-semibold text-ink-500">
                  <span className="size-2 shrink-0 rounded-full" style={{ background: (rings[index] ?? rings[2]).stroke }} />
                  {figure.name}
                </p>
                <p className="mt-0.5 text-xl font-semibold tracking-tight text-ink-950 sm:text-2xl">{figure.value}</p>
                <p className="text-xs text-pretty text-ink-500">{figure.detail}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </HeroVisual>
  );
}
