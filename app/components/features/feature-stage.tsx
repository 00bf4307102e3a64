import { ContentIcon } from "#app/components/content-icon.tsx";
import { ExampleOutput } from "#app/components/features/example-output.tsx";
import { SampleLink } from "#app/components/samples/sample-link.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { menuSection, type RowShare } from "#app/components/ui/section-menu.ts";
import { cn } from "#app/lib/cn.ts";
import type { Feature, FeatureStage } from "#content/pages/features.ts";

type Labels = { audienceLabel: string; exampleLabel: string };

/**
 * What a capability does, in words: its name and summary, how it works, its points, who it is for, and the link to a
 * whole sample document when there is one.
 */
function FeatureText({ feature, labels }: { feature: Feature; labels: Labels }) {
  return (
    <div>
      <h3 id={`${feature.slug}-title`} className="flex items-center gap-3 text-2xl font-semibold tracking-tight text-ink-950">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
          <ContentIcon name={feature.icon} className="size-5" />
        </span>
        {feature.name}
      </h3>
      <p className="mt-4 text-lg font-medium text-pretty text-ink-800">{feature.summary}</p>
      <p className="mt-3 leading-7 text-pretty text-ink-600">{feature.description}</p>
      <CheckList items={feature.bullets} className="mt-6" />
      <p className="mt-6 text-sm text-ink-600">
        <span className="font-semibold text-ink-900">{`${labels.audienceLabel} `}</span>
        {feature.audience}
      </p>
      {feature.sample && <SampleLink sample={feature.sample} className="mt-4" />}
    </div>
  );
}

/** A capability's place in its row of cards from lg up, where two share a row: first or second; alone in its row, none. */
export const rowShare = (stage: FeatureStage, index: number): RowShare | undefined => {
  if (stage.features.length === 1) return undefined;
  if (index % 2 === 1) return "second";
  return index + 1 < stage.features.length ? "first" : undefined;
};

/**
 * One step of the work (research, a spec, a decision, delivery) under its number and heading. A lone capability sits
 * beside its example (from xl up, where a table fits beside the words); two or more are cards side by side, each with
 * its example under its words, the examples level and alike in height along the row.
 */
export function FeatureStageSection({ stage, number, labels }: { stage: FeatureStage; number: number; labels: Labels }) {
  const headingId = `stage-${number}`;
  const single = stage.features.length === 1;
  return (
    <section aria-labelledby={headingId} className="py-16 sm:py-24">
      <Container>
        <header className="max-w-3xl">
          <p className="flex items-center gap-3 text-sm font-semibold text-brand-700">
            <span className="font-mono tabular-nums">{String(number).padStart(2, "0")}</span>
            <span aria-hidden="true" className="h-px w-8 bg-brand-200" />
            {stage.name}
          </p>
          <h2 id={headingId} className="mt-4 text-3xl font-semibold tracking-tight text-balance text-ink-950 sm:text-4xl">
            {stage.heading}
          </h2>
        </header>
        <ul className={cn("mt-10 grid gap-16 sm:mt-14 sm:gap-6", !single && "lg:grid-cols-2")}>
          {stage.features.map((feature) => (
            <li
              key={feature.slug}
              id={feature.slug}
              {...menuSection(feature.slug)}
              className={cn(
                // A card from sm up; on a phone the width goes to the words, and the stage's gap parts them.
                "grid gap-10 sm:rounded-3xl lg:scroll-mt-14 sm:bg-ink-50/70 sm:p-8 sm:ring-1 sm:ring-ink-100",
                // Side by side, the cards share their two rows: the examples start level and are as tall as each other.
                single ? "xl:grid-cols-2 xl:items-center xl:gap-16 xl:p-12" : "lg:row-span-2 lg:grid-rows-subgrid lg:gap-8",
              )}
            >
              <FeatureText feature={feature} labels={labels} />
              {/* Its window stretched to the row, so that side by side the examples are as tall as each other. */}
              <div className="flex *:flex-1">
                <ExampleOutput example={feature.example} label={labels.exampleLabel} />
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
