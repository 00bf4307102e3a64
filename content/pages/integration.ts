/** The headings and labels every integration page shares, from content/pages/integration.json. */

import { brandFacts } from "#content/site.ts";
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { IntegrationContent, IntegrationPageContent } from "#core/content-schemas/integration.ts";
import integrationFile from "./integration.json" with { type: "json" };

const copy = fillPlaceholders(integrationFile as IntegrationPageContent, brandFacts);

type Named = Pick<IntegrationContent, "name">;

/** The text with {integration.name} filled with this integration's name. */
const naming = <T>(text: T, integration: Named): T => fillPlaceholders(text, { "integration.name": integration.name });

export const integrationPageCopy = {
  title: (integration: Named) => naming(copy.title, integration),
  flowsTitle: copy.flowsTitle,
  direction: {
    to: (integration: Named) => naming(copy.direction.to, integration),
    from: (integration: Named) => naming(copy.direction.from, integration),
    both: (integration: Named) => naming(copy.direction.both, integration),
  },
  useCasesTitle: (integration: Named) => naming(copy.useCasesTitle, integration),
  stepsTitle: copy.stepsTitle,
  permissions: copy.permissions,
  faqTitle: (integration: Named) => naming(copy.faqTitle, integration),
  keywords: (integration: Named) => naming(copy.keywords, integration),
};
