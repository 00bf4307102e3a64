/** An audience page: the top-level route (top-level-page.tsx) shows it for an audience's slug. */

import { Quote } from "lucide-react";
import { IntegrationSync } from "#app/components/hero-visuals/integration-sync.tsx";
import { InterviewSynthesis } from "#app/components/hero-visuals/interview-synthesis.tsx";
import { MarketSizing } from "#app/components/hero-visuals/market-sizing.tsx";
import { PrdDraft } from "#app/components/hero-visuals/prd-draft.tsx";
import { StorySpec } from "#app/components/hero-visuals/story-spec.tsx";
import { PageCta } from "#app/components/page/page-cta.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { TrialLink } from "#app/components/page/trial-link.tsx";
import { Claims } from "#app/components/proof/claims.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { CheckList } from "#app/components/ui/check-list.tsx";
import { Price } from "#app/components/ui/price.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import type { AudiencePicture } from "#content/audiences.server.ts";
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
  return <MarketSizing sizing={audience.sizing} words={copy.sizing} />;
}

export function AudiencePage({ audience, picture, crumbs }: { audience: Audience; picture: AudiencePicture; crumbs: Crumb[] }) {
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
        <Button asChild size="lg">
          <TrialLink>{copy.trialCta}</TrialLink>
        </Button>
      </PageHero>
      <Section aria-labelledby="pains-title">
        <SectionHeading id="pains-title" eyebrow={copy.pains.eyebrow} title={copy.pains.title(audience)} align="start" />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {audience.pains.map((pain) => (
            <Card asChild key={pain.title}>
              <li>
                <h3 className="text-lg font-semibold text-ink-900">{pain.title}</h3>
                <p className="mt-2 leading-7 text-ink-600">{pain.body}</p>
              </li>
            </Card>
          ))}
        </ul>
      </Section>
      <Section variant="tint" aria-labelledby="workflows-title">
        <SectionHeading id="workflows-title" eyebrow={copy.workflows.eyebrow} title={copy.workflows.title} align="start" />
        <ol className="mt-12 grid gap-6 md:grid-cols-2">
          {audience.workflows.map((workflow, index) => (
            <Card asChild key={workflow.title} variant="flat" className="flex gap-5">
              <li>
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white">
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-ink-900">{workflow.title}</h3>
                  <p className="mt-2 leading-7 text-ink-600">{workflow.body}</p>
                </div>
              </li>
            </Card>
          ))}
        </ol>
      </Section>
      <Section aria-labelledby="outcomes-title">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="outcomes-title" eyebrow={copy.outcomes.eyebrow} title={copy.outcomes.title} align="start" />
            <CheckList items={audience.outcomes} size="lg" className="mt-8" />
            {/* The site's figures once, in their one sentence, under what the product changes. */}
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
