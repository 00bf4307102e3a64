/** The native integrations, one page each, from content/integrations/<slug>.json. */
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { IntegrationContent } from "#core/content-schemas/integration.ts";
import type { IntegrationSlug } from "#core/page-slugs.ts";
import clickup from "./integrations/clickup.json" with { type: "json" };
import github from "./integrations/github.json" with { type: "json" };
import gitlab from "./integrations/gitlab.json" with { type: "json" };
import googleCalendar from "./integrations/google-calendar.json" with { type: "json" };
import jira from "./integrations/jira.json" with { type: "json" };
import { brandFacts } from "./site.ts";

/** An integration's page; its slug is its file's name. */
export type Integration = IntegrationContent & { slug: IntegrationSlug };

// Every page of the family has its file (a slug without one does not type-check), in the order the site lists them.
// The slugs are not read from core/page-slugs.ts at run time: that would put the list in every page's shared code.
const files: Record<IntegrationSlug, unknown> = { jira, clickup, github, gitlab, "google-calendar": googleCalendar };

export const integrations: Integration[] = fillPlaceholders(
  (Object.entries(files) as [IntegrationSlug, unknown][]).map(([slug, file]) => ({ slug, ...(file as IntegrationContent) })),
  brandFacts,
);
