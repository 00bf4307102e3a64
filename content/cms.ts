/** Copy of the content manager's page under /admin, from content/cms.json; the editor's own labels and hints are in its configuration. */
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { CmsContent } from "#core/content-schemas/cms.ts";
import cmsFile from "./cms.json" with { type: "json" };
import { brandFacts } from "./site.ts";

export const cmsCopy = fillPlaceholders(cmsFile as CmsContent, brandFacts);
