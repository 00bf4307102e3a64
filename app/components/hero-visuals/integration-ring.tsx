import { IntegrationLogo } from "#app/components/integrations/integration-logo.tsx";
import { LogoMark } from "#app/components/layout/logo.tsx";
import { HeroVisual } from "#app/components/page/hero-visual.tsx";
import type { IntegrationLogoDrawing } from "#core/integration-logos.ts";

/** Up to this many logos fit the ring at full size; more take the smaller tile so neighbours never touch. */
const FULL_SIZE_COUNT = 6;

/** Where the i-th of n logos sits on the ring, in percent of the square: evenly spaced, the first at the top. */
const ringPosition = (index: number, count: number): { left: string; top: string } => {
  const angle = (2 * Math.PI * index) / count - Math.PI / 2;
  const radius = 38;
  return { left: `${(50 + radius * Math.cos(angle)).toFixed(2)}%`, top: `${(50 + radius * Math.sin(angle)).toFixed(2)}%` };
};

/**
 * /integrations' picture: the product's mark in the middle, every integration's logo evenly around it on a dashed ring,
 * so a new integration takes its place without a change here.
 */
export function IntegrationRing({ label, logos }: { label: string; logos: readonly IntegrationLogoDrawing[] }) {
  const size = logos.length > FULL_SIZE_COUNT ? "sm" : "md";
  return (
    <HeroVisual label={label}>
      <div className="relative mx-auto aspect-square w-full max-w-72 sm:max-w-80 lg:max-w-[26rem]">
        <span className="absolute inset-[12%] rounded-full border-2 border-dashed border-brand-300" />
        <span className="absolute top-1/2 left-1/2 inline-flex size-20 -translate-1/2 items-center justify-center rounded-3xl bg-white shadow-lift ring-1 ring-ink-200">
          <LogoMark className="size-11" />
        </span>
        {logos.map((logo, index) => (
          <IntegrationLogo
            key={logo.title}
            logo={logo}
            size={size}
            className="absolute -translate-1/2 animate-rise"
            style={{ ...ringPosition(index, logos.length), animationDelay: `${index * 80}ms` }}
          />
        ))}
      </div>
    </HeroVisual>
  );
}
