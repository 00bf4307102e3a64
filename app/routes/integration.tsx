import { ArrowLeft, ArrowLeftRight, ArrowRight } from "lucide-react";
import { Fragment } from "react";
import { FaqAccordion } from "#app/components/faq/faq-accordion.tsx";
import { IntegrationSync } from "#app/components/hero-visuals/integration-sync.tsx";
import { IntegrationLogo } from "#app/components/integrations/integration-logo.tsx";
import { OpeningActions } from "#app/components/page/opening-actions.tsx";
import { PageCta } from "#app/components/page/page-cta.tsx";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { Card } from "#app/components/ui/card.tsx";
import { Section, SectionHeading, titleVariants } from "#app/components/ui/section.tsx";
import { Table } from "#app/components/ui/table.tsx";
import { cardGrid } from "#app/lib/card-grid.ts";
import { cn } from "#app/lib/cn.ts";
import { entryForSlug, entryPageHead } from "#app/lib/route-entry.ts";
import { integrationLogo } from "#content/integration-logos.server.ts";
import { loadIntegrations } from "#content/integrations.server.ts";
import { breadcrumbTrail } from "#content/page-copy.server.ts";
import { integrationPageCopy as copy } from "#content/pages/integration.ts";
import { breadcrumbJsonLd } from "#content/structured-data.ts";
import { familyPath } from "#core/page-paths.ts";
import type { Route } from "./+types/integration";

// Built at prerender time: the integration's file, its logo's drawing, the breadcrumbs (named from the pages' copy) and
// the structured-data builders stay out of the browser.
export const loader = ({ params }: Route.LoaderArgs) => {
  const integration = entryForSlug(loadIntegrations(), params.slug);
  const crumbs = breadcrumbTrail("integrations", {
    name: integration.name,
    path: familyPath("integration", integration.slug),
  });
  return { integration, logo: integrationLogo(integration.logo), crumbs, jsonLd: [breadcrumbJsonLd(crumbs)] };
};

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { integration } = loaderData;
  return entryPageHead(integration, { keywords: copy.keywords(integration), path: location.pathname, jsonLd: loaderData.jsonLd });
};

const directionIcon = { to: ArrowRight, from: ArrowLeft, both: ArrowLeftRight } as const;

export default function IntegrationPage({ loaderData }: Route.ComponentProps) {
  const { integration, logo } = loaderData;
  const flowsGrid = cardGrid(integration.flows.length);
  const useCasesGrid = cardGrid(integration.useCases.length);
  return (
    <>
      <PageHero
        eyebrow={integration.category}
        title={copy.title(integration)}
        lead={integration.intro}
        breadcrumbs={loaderData.crumbs}
        mark={<IntegrationLogo logo={logo} size="lg" />}
        visual={<IntegrationSync visual={integration.heroVisual} logo={logo} />}
      >
        <OpeningActions />
      </PageHero>
      <Section aria-labelledby="flows-title">
        <SectionHeading id="flows-title" title={copy.flowsTitle} align="start" size="sub" />
        <ul className={cn("mt-10 grid gap-5", flowsGrid.grid)}>
          {integration.flows.map((flow, index) => {
            const DirectionIcon = directionIcon[flow.direction];
            return (
              <Card asChild key={flow.what} padding="sm" className={flowsGrid.item(index)}>
                <li>
                  <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
                    <DirectionIcon className="size-3.5" aria-hidden="true" />
                    {copy.direction[flow.direction](integration)}
                  </p>
                  <h3 className="mt-4 text-lg font-semibold text-ink-900">{flow.what}</h3>
                  <p className="mt-2 leading-7 text-ink-600">{flow.detail}</p>
                </li>
              </Card>
            );
          })}
        </ul>
      </Section>
      <Section variant="tint" aria-labelledby="use-title">
        <SectionHeading id="use-title" title={copy.useCasesTitle(integration)} align="start" size="sub" />
        <ul className={cn("mt-10 grid gap-5", useCasesGrid.grid)}>
          {integration.useCases.map((useCase, index) => (
            <Card asChild key={useCase.title} variant="flat" padding="sm" className={useCasesGrid.item(index)}>
              <li>
                <h3 className="text-lg font-semibold text-ink-900">{useCase.title}</h3>
                <p className="mt-2 leading-7 text-ink-600">{useCase.body}</p>
              </li>
            </Card>
          ))}
        </ul>
      </Section>
      <Section aria-labelledby="connect-title">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="connect-title" title={copy.stepsTitle} align="start" size="sub" />
            <ol className="mt-8 space-y-5">
              {integration.steps.map((step, index) => (
                <li key={step} className="flex gap-4">
                  <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-semibold text-brand-800 ring-1 ring-brand-100 ring-inset">
                    {index + 1}
                  </span>
                  <span className="pt-1 leading-7 text-pretty text-ink-700">{step}</span>
                </li>
              ))}
            </ol>
          </div>
          <div>
            <h2 className={titleVariants({ size: "sub" })}>{copy.permissions.title}</h2>
            {/* On a phone each permission stacks over its reason (browsers keep a restyled row a row for screen readers). */}
            <Table variant="framed" containerClassName="mt-8" className="text-sm">
              <thead className="text-ink-900 max-sm:sr-only">
                <tr>
                  <th scope="col" className="sticky left-0 bg-ink-50 px-4 py-3 font-semibold">
                    {copy.permissions.scope}
                  </th>
                  <th scope="col" className="bg-ink-50 px-4 py-3 font-semibold">
                    {copy.permissions.why}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-ink-100">
                {integration.permissions.map((permission) => (
                  <tr key={permission.scope} className="max-sm:grid">
                    {/* A scope's tokens (write:jira-work) never break at their hyphens; the cell wraps between them only. */}
                    <td className="sticky left-0 bg-white px-4 py-3 align-top font-mono text-xs text-ink-900 max-sm:pb-0">
                      {permission.scope.split(" ").map((token, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the tokens of one fixed string, never reordered.
                        <Fragment key={index}>
                          {index > 0 && " "}
                          <span className="whitespace-nowrap">{token}</span>
                        </Fragment>
                      ))}
                    </td>
                    <td className="px-4 py-3 text-ink-600 max-sm:pt-1">{permission.why}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
        </div>
      </Section>
      {integration.faq.length > 0 && (
        <Section variant="tint" aria-labelledby="integration-faq-title">
          {/* Heading beside the questions from lg up, as /pricing's billing questions: a few questions fill the band. */}
          <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-12">
            <SectionHeading id="integration-faq-title" title={copy.faqTitle(integration)} align="start" size="sub" />
            <FaqAccordion items={integration.faq.map((entry, index) => ({ id: `q${index}`, ...entry }))} />
          </div>
        </Section>
      )}
      <PageCta />
    </>
  );
}
