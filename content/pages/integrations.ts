/** The integrations page's copy, from content/pages/integrations.json: all it says around the integrations' cards. */

import { brandFacts } from "#content/site.ts";
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { IntegrationContent } from "#core/content-schemas/integration.ts";
import type { IntegrationsPageContent } from "#core/content-schemas/integrations-page.ts";
import integrationsFile from "./integrations.json" with { type: "json" };

export const integrationsPageCopy = fillPlaceholders(integrationsFile as IntegrationsPageContent, brandFacts);

/**
 * A card's link text with the integration's name as a part of its own ("How the ", "Jira", " integration works"):
 * React writes the parts as separate text nodes, as the page has always been written.
 */
export const cardLinkParts = (integration: Pick<IntegrationContent, "name">): string[] => {
  const [before = "", after = ""] = integrationsPageCopy.native.cardLink.split("{integration.name}");
  return [before, integration.name, after];
};
