import { IntegrationLogo } from "#app/components/integrations/integration-logo.tsx";
import { OpeningActions } from "#app/components/page/opening-actions.tsx";
import { PageCta } from "#app/components/page/page-cta.tsx";
import { heroText, PageHero } from "#app/components/page/page-hero.tsx";
import { Card, CardLink } from "#app/components/ui/card.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import { cardGrid } from "#app/lib/card-grid.ts";
import { cn } from "#app/lib/cn.ts";
import { buildPageHead } from "#app/lib/page-head.ts";
import { integrationLogo } from "#content/integration-logos.server.ts";
import { loadIntegrations } from "#content/integrations.server.ts";
import { breadcrumbTrail } from "#content/page-copy.server.ts";
import { cardLinkParts, integrationsPageCopy as copy } from "#content/pages/integrations.ts";
import { breadcrumbJsonLd } from "#content/structured-data.ts";
import { familyPath } from "#core/page-paths.ts";
import type { Route } from "./+types/integrations";

// Built at prerender time: the integrations' files (only what a card shows), their logos' drawings, the breadcrumbs
// (named from the pages' copy) and the structured-data builders stay out of the browser.
export const loader = () => {
  const crumbs = breadcrumbTrail("integrations");
  const integrations = loadIntegrations().map(({ slug, name, category, summary, logo }) => ({
    slug,
    name,
    category,
    summary,
    logo: integrationLogo(logo),
  }));
  return { crumbs, integrations, jsonLd: [breadcrumbJsonLd(crumbs)] };
};

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  buildPageHead({ ...copy.head, path: location.pathname, jsonLd: loaderData?.jsonLd });

const TOOL_LIST = new Intl.ListFormat("en", { type: "conjunction" });

export default function Integrations({ loaderData }: Route.ComponentProps) {
  const { integrations } = loaderData;
  const nativeGrid = cardGrid(integrations.length);
  return (
    <>
      <PageHero {...heroText(copy.hero)} breadcrumbs={loaderData.crumbs} split>
        <OpeningActions />
      </PageHero>
      {/* The cards rise to the opening, in place of a picture of the same logos; how connecting works follows them. */}
      <Section aria-labelledby="native-title" className="pt-8 sm:pt-12">
        <SectionHeading id="native-title" title={copy.native.title} align="start" />
        <ul className={cn("mt-8 grid gap-6", nativeGrid.grid)}>
          {integrations.map((integration, index) => (
            <Card
              asChild
              key={integration.slug}
              interactive
              className={cn("group relative flex flex-col", nativeGrid.item(index))}
            >
              <li>
                <div className="flex items-center gap-4">
                  <IntegrationLogo logo={integration.logo} />
                  <div>
                    <h3 className="text-xl font-semibold text-ink-900">{integration.name}</h3>
                    <p className="text-sm text-ink-600">{integration.category}</p>
                  </div>
                </div>
                <p className="mt-5 flex-1 leading-7 text-pretty text-ink-600">{integration.summary}</p>
                <CardLink to={familyPath("integration", integration.slug)} action>
                  {cardLinkParts(integration)}
                </CardLink>
              </li>
            </Card>
          ))}
        </ul>
        <p className="mt-10 max-w-3xl leading-7 text-pretty text-ink-600">{copy.native.lead}</p>
      </Section>
      <Section variant="tint" aria-labelledby="categories-title">
        <SectionHeading id="categories-title" title={copy.toolCategories.title} align="start" />
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {copy.toolCategories.categories.map((category) => (
            <Card asChild key={category.name} variant="flat">
              <li>
                <h3 className="text-xl font-semibold text-ink-900">{category.name}</h3>
                <p className="mt-3 leading-7 text-pretty text-ink-600">{category.description}</p>
                {/* A plain sentence, not chips or bold names: these tools have no native integration, unlike the cards
                    above, and nothing here is a link. */}
                <p className="mt-5 leading-7 text-pretty text-ink-600">
                  {copy.toolCategories.examplesLabel} {TOOL_LIST.format(category.examples)}.
                </p>
              </li>
            </Card>
          ))}
        </ul>
      </Section>
      <PageCta />
    </>
  );
}
