import type { ReactNode } from "react";
import { Link } from "react-router";
import type { IntegrationBadge } from "#core/integration-logos.ts";
import { familyPath } from "#core/page-paths.ts";

/**
 * Integrations as a list of links to their pages, each drawn by `children`, its page's code asked for when the pointer
 * comes near.
 */
export function IntegrationLinks({
  integrations,
  className,
  linkClassName,
  children,
}: {
  integrations: readonly IntegrationBadge[];
  className: string;
  linkClassName: string;
  children: (integration: IntegrationBadge) => ReactNode;
}) {
  return (
    <ul className={className}>
      {integrations.map((integration) => (
        <li key={integration.slug}>
          <Link to={familyPath("integration", integration.slug)} prefetch="intent" className={linkClassName}>
            {children(integration)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
