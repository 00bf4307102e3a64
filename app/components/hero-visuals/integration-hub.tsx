import { IntegrationLogo } from "#app/components/integrations/integration-logo.tsx";
import { LogoMark } from "#app/components/layout/logo.tsx";
import { HeroVisual } from "#app/components/page/hero-visual.tsx";
import type { Integration } from "#content/integrations.ts";

/** Where each tool sits around the product's mark: a pentagon on a circle of 38 % of the picture, top first. */
const orbit = [0, 1, 2, 3, 4].map((index) => {
  const angle = ((-90 + index * 72) * Math.PI) / 180;
  return { x: 50 + 38 * Math.cos(angle), y: 50 + 38 * Math.sin(angle) };
});

/**
 * /integrations' hero: the product's mark at the centre, each native integration's logo and name around it, joined
 * to it by a line along which the sync runs. Real data: the integrations' own names and logos.
 */
export function IntegrationHub({ label, integrations }: { label: string; integrations: readonly Integration[] }) {
  const placed = integrations.slice(0, orbit.length);
  return (
    <HeroVisual label={label}>
      <div className="relative mx-auto aspect-square w-full max-w-sm animate-rise sm:max-w-md">
        <svg viewBox="0 0 100 100" className="absolute inset-0 size-full text-brand-300" aria-hidden="true" focusable="false">
          <circle cx="50" cy="50" r="38" fill="none" stroke="currentColor" strokeWidth="0.3" strokeDasharray="1 1.5" />
          <circle cx="50" cy="50" r="22" fill="none" stroke="currentColor" strokeWidth="0.3" strokeOpacity="0.6" />
          {placed.map((integration, index) => (
            <line
              key={integration.slug}
              x1="50"
              y1="50"
              x2={orbit[index]?.x}
              y2={orbit[index]?.y}
              stroke="currentColor"
              strokeWidth="0.4"
              strokeDasharray="1.2 1.2"
            />
          ))}
        </svg>
        <span className="absolute top-1/2 left-1/2 inline-flex size-20 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-3xl bg-white shadow-lift ring-1 ring-brand-200 sm:size-24">
          <span className="absolute inset-0 animate-pulse-soft rounded-3xl ring-8 ring-brand-100/70" />
          <LogoMark className="relative size-12 sm:size-14" />
        </span>
        {placed.map((integration, index) => (
          <span
            key={integration.slug}
            className="absolute flex -translate-x-1/2 -translate-y-1/2 animate-rise flex-col items-center gap-1.5"
            style={{ left: `${orbit[index]?.x}%`, top: `${orbit[index]?.y}%`, animationDelay: `${150 + index * 100}ms` }}
          >
            <IntegrationLogo slug={integration.slug} />
            <span className="rounded-full bg-white/90 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-ink-800 shadow-card ring-1 ring-ink-200 max-sm:hidden">
              {integration.name}
            </span>
          </span>
        ))}
      </div>
    </HeroVisual>
  );
}
