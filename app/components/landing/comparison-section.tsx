import { Card } from "#app/components/ui/card.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import type { LandingSectionOf } from "#core/content-schemas/landing-page.ts";

// The aspect, then the two ways side by side from md up; on a phone each row stacks, its two ways labelled.
const columns = "md:grid-cols-[1fr_1.5fr_1.5fr] md:gap-8";

/** The product beside the way it replaces, one aspect per row. */
export function ComparisonSection({
  id,
  heading,
  lead,
  manualLabel,
  productLabel,
  rows,
}: LandingSectionOf<"comparison"> & { id: string }) {
  return (
    <Section variant="tint" aria-labelledby={id}>
      <SectionHeading id={id} title={heading} lead={lead} />
      <div className="mx-auto mt-12 max-w-5xl">
        {/* The column heads, for the eye: each row also names its two ways for a screen reader (and on a phone). */}
        <div aria-hidden="true" className={`grid px-8 pb-3 text-sm font-semibold max-md:hidden ${columns}`}>
          <span className="col-start-2 text-ink-500">{manualLabel}</span>
          <span className="text-brand-700">{productLabel}</span>
        </div>
        <Card asChild padding="none">
          <ul className="divide-y divide-ink-100">
            {rows.map((row) => (
              <li key={row.aspect} className={`grid gap-4 px-6 py-6 sm:px-8 ${columns}`}>
                <h3 className="font-semibold text-ink-900">{row.aspect}</h3>
                <dl className="grid gap-4 md:col-span-2 md:grid-cols-2 md:gap-8">
                  <div>
                    <dt className="text-xs font-semibold tracking-wide text-ink-500 uppercase md:sr-only">{manualLabel}</dt>
                    <dd className="mt-1 leading-7 text-ink-600 md:mt-0">{row.manual}</dd>
                  </div>
                  <div className="max-md:border-l-2 max-md:border-brand-600 max-md:pl-4">
                    <dt className="text-xs font-semibold tracking-wide text-brand-700 uppercase md:sr-only">{productLabel}</dt>
                    <dd className="mt-1 leading-7 font-medium text-ink-900 md:mt-0">{row.product}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </Section>
  );
}
