/** An audience page: the top-level route (top-level-page.tsx) shows it for an audience's slug. */

import { Quote } from "lucide-react";
import { IntegrationSync } from "#app/components/hero-visuals/integration-sync.tsx";
import { InterviewSynthesis } from "#app/components/hero-visuals/interview-synthesis.tsx";
import { MarketSizing } from "#app/components/hero-visuals/market-sizing.tsx";
import { Portfolio } from "#app/components/hero-visuals/portfolio.tsx";
import { PrdDraft } from "#app/components/hero-visuals/prd-draft.tsx";
import { StorySpec } from "#app/components/hero-visuals/story-spec.tsx";
import { OpeningActions } from "#app/components/page/opening-actions.tsx";
import { PageCta } from "#app/components/page/page-cta.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { TrialLink } from "#app/components/page/trial-link.tsx";
import { Claims } from "#app/components/proof/claims.tsx";
import { SampleExcerpt } from "#app/components/samples/sample-excerpt.tsx";
import { SampleLink } from "#app/components/samples/sample-link.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { cn } from "#app/lib/cn.ts";
import type { AudiencePicture, AudienceSample } from "#content/audiences.server.ts";
import { audiencePageCopy as copy } from "#content/pages/audience.ts";
import { launchDiscountLabel, planById } from "#content/plans.ts";
import type { Audience } from "#core/content-schemas/audience.ts";
import type { Crumb } from "#core/page-paths.ts";
import { familyPath } from "#core/page-paths.ts";

/** The page's trail after Home: its breadcrumbs and their BreadcrumbList data. */
export const audienceCrumbs = (audience: Audience) => [{ name: audience.title, path: familyPath("audience", audience.slug) }];

function Picture({ audience, picture }: { audience: Audience; picture: AudiencePicture }) {
  if (picture.kind === "prd-draft") return <PrdDraft visual={picture.visual} />;
  if (picture.kind === "stories-to-jira") return <IntegrationSync visual={picture.visual} logo={picture.logo} />;
  if (picture.kind === "story-spec") return <StorySpec visual={picture.visual} />;
  if (picture.kind === "interview-synthesis") return <InterviewSynthesis visual={picture.visual} />;
  if (picture.kind === "portfolio") return <Portfolio visual={picture.visual} />;
  return <MarketSizing sizing={audience.sizing} words={copy.sizing} />;
}

/** The workflows as numbered steps joined by a line: two columns when nothing stands beside them. */
function Workflows({ workflows, across }: { workflows: Audience["workflows"]; across: boolean }) {
  return (
    <ol className={cn("grid gap-y-8", across && "md:grid-cols-2 md:gap-x-12")}>
      {workflows.map((workflow, index) => (
        <li
          key={workflow.title}
          className={cn(
            "relative grid grid-cols-[2.5rem_minmax(0,1fr)] gap-x-5",
            // The line from this step's number down to the next one's, in one column.
            !across &&
              "not-last:before:absolute not-last:before:top-12 not-last:before:-bottom-6 not-last:before:left-5 not-last:before:w-px not-last:before:bg-brand-200",
          )}
        >
          <span className="inline-flex size-10 items-center justify-center rounded-full bg-brand-600 font-semibold text-white">
            {index + 1}
          </span>
          <div className="pt-1.5">
            <h3 className="text-lg font-semibold text-ink-900">{workflow.title}</h3>
            <p className="mt-2 leading-7 text-pretty text-ink-600">{workflow.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

type AudiencePageProps = {
  audience: Audience;
  picture: AudiencePicture;
  /** The table from a sample document that stands beside the workflows, when the audience names one. */
  sample: AudienceSample | null;
  crumbs: Crumb[];
};

export function AudiencePage({ audience, picture, sample, crumbs }: AudiencePageProps) {
  const plan = planById(audience.planId);
  return (
    <>
      <PageHero
        eyebrow={audience.title}
        breadcrumbs={crumbs}
        title={audience.headline}
        lead={audience.subhead}
        visual={<Picture audience={audience} picture={picture} />}
      >
        <OpeningActions />
      </PageHero>
      <Section aria-labelledby="pains-title">
        <SectionHeading id="pains-title" eyebrow={copy.pains.eyebrow} title={copy.pains.title(audience)} align="start" />
        {/* Open text under a rule, not cards: the pains are the reader's own words, the product's views come after. */}
        <ul className="mt-12 grid gap-x-12 gap-y-10 md:grid-cols-2">
          {audience.pains.map((pain) => (
            <li key={pain.title} className="border-t border-ink-200 pt-6">
              <h3 className="text-lg font-semibold text-ink-900">{pain.title}</h3>
              <p className="mt-2 leading-7 text-pretty text-ink-600">{pain.body}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section variant="tint" aria-labelledby="workflows-title">
        <SectionHeading id="workflows-title" eyebrow={copy.workflows.eyebrow} title={copy.workflows.title} align="start" />
        <div className={cn("mt-12", sample && "grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:gap-16")}>
          <Workflows workflows={audience.workflows} across={!sample} />
          {sample && (
            // In view beside the steps as they are read, on a wide screen.
            <div className="self-start lg:sticky lg:top-[calc(var(--header-height)+2rem)]">
              <SampleExcerpt excerpt={sample.excerpt} />
              <SampleLink sample={sample.link} className="mt-3" />
            </div>
          )}
        </div>
      </Section>
      <Section aria-labelledby="outcomes-title">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="outcomes-title" eyebrow={copy.outcomes.eyebrow} title={copy.outcomes.title} align="start" />
            <CheckList items={audience.outcomes} size="lg" className="mt-8" />
            {/* The site's figures once, under what the product changes. */}
            <Claims className="mx-0 mt-8 text-left" />
            {audience.quote && (
              <Card asChild variant="tint" className="mt-10">
                <figure>
                  <Quote className="size-6 text-brand-500" aria-hidden="true" />
                  <blockquote className="mt-3 text-lg leading-8 text-ink-800">{audience.quote.text}</blockquote>
                  <figcaption className="mt-4 text-sm text-ink-600">
                    <span className="font-semibold text-ink-900">{audience.quote.name}</span>, {audience.quote.role}
                  </figcaption>
                </figure>
              </Card>
            )}
          </div>
          <Card asChild variant="dark" padding="lg" className="self-start">
            <aside aria-labelledby="plan-title">
              <p className="text-sm font-semibold tracking-wide text-brand-300 uppercase">{copy.plan.eyebrow}</p>
              <div className="mt-4 flex items-center gap-3">
                <h2 id="plan-title" className="text-2xl font-semibold">
                  {plan.name}
                </h2>
                <Badge variant="brand">{launchDiscountLabel}</Badge>
              </div>
              <Price plan={plan} variant="onDark" className="mt-4" />
              <p className="mt-5 leading-7 text-ink-300">{audience.planReason}</p>
              <CheckList items={plan.features} tone="onDark" className="mt-6" />
              <Button asChild size="lg" variant="onDark" className="mt-8 w-full">
                <TrialLink plan={plan.id}>{copy.plan.cta}</TrialLink>
              </Button>
            </aside>
          </Card>
        </div>
      </Section>
      <PageCta />
    </>
  );
}
