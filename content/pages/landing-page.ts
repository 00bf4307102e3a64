/** What every landing page says besides its own sections, from content/pages/landing-page.json. */
import { brandFacts } from "#content/site.ts";
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { LandingPageWords } from "#core/content-schemas/landing-page.ts";
import landingPageFile from "./landing-page.json" with { type: "json" };

export const landingPageCopy = fillPlaceholders(landingPageFile as LandingPageWords, brandFacts);
