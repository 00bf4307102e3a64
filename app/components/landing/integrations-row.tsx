import { IntegrationLinks } from "#app/components/integrations/integration-links.tsx";
import { IntegrationLogo } from "#app/components/integrations/integration-logo.tsx";
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
      <IntegrationLinks
        integrations={integrations}
        className="mt-12 flex flex-wrap justify-center gap-x-8 gap-y-6"
        linkClassName="flex flex-col items-center gap-3 rounded-2xl p-2 text-sm font-semibold text-ink-800 hover:text-brand-700"
      >
        {(integration) => (
          <>
            <IntegrationLogo logo={integration.logo} />
            {integration.name}
          </>
        )}
      </IntegrationLinks>
      <p className="mt-10 text-center">
        <MoreLink to={pagePath("integrations")}>{allIntegrations}</MoreLink>
      </p>
    </Section>
  );
}
