import { IntegrationLogo } from "#app/components/integrations/integration-logo.tsx";
import { IntegrationPageLink } from "#app/components/integrations/integration-page-link.tsx";
import { MoreLink } from "#app/components/landing/more-link.tsx";
import { Section, SectionHeading } from "#app/components/ui/section.tsx";
import type { LandingSectionOf } from "#core/content-schemas/landing-page.ts";
import type { IntegrationBadge } from "#core/integration-logos.ts";
import { pagePath } from "#core/page-paths.ts";

type IntegrationsRowProps = LandingSectionOf<"integrations"> & {
  id: string;
  /** Each integration's slug, name and logo, from the route's data: the integrations' own files stay out of the page's code. */
  integrations: readonly IntegrationBadge[];
  allIntegrations: string;
};

/** Every integration's logo and name, each linking to its page, then a link to them all. */
export function IntegrationsRow({ id, heading, lead, integrations, allIntegrations }: IntegrationsRowProps) {
  return (
    <Section variant="tint" aria-labelledby={id}>
      <SectionHeading id={id} title={heading} lead={lead} />
      <ul className="mt-12 flex flex-wrap justify-center gap-x-8 gap-y-6">
        {integrations.map((integration) => (
          <li key={integration.slug}>
            <IntegrationPageLink
              slug={integration.slug}
              className="flex flex-col items-center gap-3 rounded-2xl p-2 text-sm font-semibold text-ink-800 hover:text-brand-700"
            >
              <IntegrationLogo logo={integration.logo} />
              {integration.name}
            </IntegrationPageLink>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <MoreLink to={pagePath("integrations")}>{allIntegrations}</MoreLink>
      </p>
    </Section>
  );
}
