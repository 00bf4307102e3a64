import { FeatureCard } from "#app/components/features/feature-card.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { cardGrid } from "#app/lib/card-grid.ts";
import { cn } from "#app/lib/cn.ts";
import type { LandingSectionOf } from "#core/content-schemas/landing-page.ts";

export function FeatureGrid({ id, heading, lead, items }: LandingSectionOf<"features"> & { id: string }) {
  const grid = cardGrid(items.length);
  return (
    <Section aria-labelledby={id}>
      <SectionHeading id={id} title={heading} lead={lead} />
      <ul className={cn("mt-14 grid gap-6", grid.grid)}>
        {items.map((item, index) => (
          <FeatureCard key={item.title} icon={item.icon} title={item.title} body={item.body} className={grid.item(index)} />
        ))}
      </ul>
    </Section>
  );
}
