/** The six audience pages, from content/audiences/<slug>.json. */
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { AudienceContent } from "#core/content-schemas/audience.ts";
import type { AudienceSlug } from "#core/page-slugs.ts";
import companyleaders from "./audiences/companyleaders.json" with { type: "json" };
import engineers from "./audiences/engineers.json" with { type: "json" };
import financeleaders from "./audiences/financeleaders.json" with { type: "json" };
import productleaders from "./audiences/productleaders.json" with { type: "json" };
import productmanagers from "./audiences/productmanagers.json" with { type: "json" };
import solofounder from "./audiences/solofounder.json" with { type: "json" };
import { contentFacts } from "./facts.ts";

/** An audience's page; its slug is its file's name, its planId a plan of content/plans.json (checked at build). */
export type Audience = AudienceContent & { slug: AudienceSlug };

// Every page of the family has its file (a slug without one does not type-check), in the order the site lists them.
// The slugs are not read from core/page-slugs.ts at run time: that would put the list in every page's shared code.
const files: Record<AudienceSlug, unknown> = {
  productmanagers,
  engineers,
  companyleaders,
  financeleaders,
  productleaders,
  solofounder,
};

export const audiences: Audience[] = fillPlaceholders(
  (Object.entries(files) as [AudienceSlug, unknown][]).map(([slug, file]) => ({ slug, ...(file as AudienceContent) })),
  contentFacts,
);
