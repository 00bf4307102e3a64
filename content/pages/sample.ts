/** What every sample document's page says around the document, from content/pages/sample.json. */
import { brandFacts } from "#content/site.ts";
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { SamplePageContent } from "#core/content-schemas/sample.ts";
import sampleFile from "./sample.json" with { type: "json" };

export const samplePageCopy = fillPlaceholders(sampleFile as SamplePageContent, brandFacts);
