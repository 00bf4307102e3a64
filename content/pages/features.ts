/** The features page's copy, from content/pages/features.json: its head, its opening and each stage's capabilities. */
import { brandFacts } from "#content/site.ts";
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { Feature, FeaturesPageContent } from "#core/content-schemas/features-page.ts";
import featuresFile from "./features.json" with { type: "json" };

export type { Feature, FeatureStage } from "#core/content-schemas/features-page.ts";

export const featuresPageCopy = fillPlaceholders(featuresFile as FeaturesPageContent, brandFacts);

/** The capabilities, in the order the page shows them; each section's id is its slug. */
export const features: Feature[] = featuresPageCopy.stages.flatMap((stage) => stage.features);
