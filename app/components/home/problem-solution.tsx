import { FeatureCard } from "#app/components/features/feature-card.tsx";
import { SampleExcerpt } from "#app/components/samples/sample-excerpt.tsx";
import { SampleLink } from "#app/components/samples/sample-link.tsx";
import { Card, CardLink } from "#app/components/ui/card.tsx";
import { NewTabLink } from "#app/components/ui/new-tab-link.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { cn } from "#app/lib/cn.ts";
import { problem, solution } from "#content/home.ts";
import type { SampleExcerpt as Excerpt } from "#content/samples.ts";
import type { HomeContent } from "#core/content-schemas/home.ts";
import { keepNumbersWithUnits } from "#core/number-with-unit.ts";

type ProblemStat = HomeContent["problem"]["stats"][number];

/**
 * The problem's figures, each with its source as a link when the content names one. What the others rest on (`note`)
 * is said once, over the figures, when none names a source, and otherwise in the card of each that names none: a
 * footnote under the band undid the figures after they had been read, and the same line in every card read as a hedge.
 */
export function ProblemFigures({ stats, note }: { stats: readonly ProblemStat[]; note: string }) {
  const noneSourced = stats.every((stat) => !stat.source);
  return (
    <>
      {noneSourced && <p className="mt-12 text-sm font-medium text-ink-300 sm:text-center">{note}</p>}
      <dl className={cn("grid gap-4 sm:grid-cols-3 sm:gap-6", noneSourced ? "mt-5" : "mt-14")}>
        {stats.map((stat) => (
          <Card key={stat.value} variant="onDark" className="flex flex-col">
            <dt className="order-2 mt-2 text-lg font-semibold text-white">{stat.label}</dt>
            <dd className="order-1 text-4xl font-semibold tracking-tight text-star-300 lg:text-5xl">
              {keepNumbersWithUnits(stat.value)}
            </dd>
            <dd className="order-3 mt-2 text-ink-300">{stat.detail}</dd>
            {(stat.source || !noneSourced) && (
              <dd className="order-4 mt-auto pt-4 text-sm text-ink-300">
                {stat.source ? (
                  <NewTabLink href={stat.source.url} className="text-ink-200 underline hover:text-white">
                    {stat.source.name}
                  </NewTabLink>
                ) : (
                  note
                )}
              </dd>
            )}
          </Card>
        ))}
      </dl>
    </>
  );
}

/** `excerpts`: each capability's piece of its sample document, in order, read at prerender (the home route's loader). */
export function ProblemSolution({ excerpts }: { excerpts: (Excerpt | null)[] }) {
  return (
    <>
      <Section variant="dark" aria-labelledby="problem-title" className="relative overflow-hidden">
        <SectionHeading id="problem-title" eyebrow={problem.eyebrow} title={problem.title} lead={problem.lead} variant="onDark" />
        <ProblemFigures stats={problem.stats} note={problem.figuresNote} />
      </Section>
      <Section aria-labelledby="solution-title">
        <SectionHeading id="solution-title" eyebrow={solution.eyebrow} title={solution.title} lead={solution.lead} />
        <ul className="mt-14 grid gap-6 lg:grid-cols-3">
          {solution.features.map((feature, index) => {
            const excerpt = excerpts[index];
            return (
              <FeatureCard
                key={feature.title}
                icon={feature.icon}
                title={feature.title}
                body={feature.body}
                visual={excerpt && <SampleExcerpt excerpt={excerpt} />}
                // Side by side the cards share their rows, so excerpts of different lengths leave the titles in line.
                className="lg:row-span-5 lg:grid lg:grid-rows-subgrid lg:gap-y-0"
                interactive
              >
                <CardLink to={feature.href} action>
                  {solution.learnMore}
                  <span className="sr-only"> {feature.learnMoreAbout}</span>
                </CardLink>
                {/* Above the card's stretched link, which would otherwise take its taps. */}
                {feature.sample && (
                  <SampleLink
                    sample={feature.sample}
                    tone="quiet"
                    className="relative z-10 mt-1.5 self-start justify-self-start"
                  />
                )}
              </FeatureCard>
            );
          })}
        </ul>
      </Section>
    </>
  );
}
