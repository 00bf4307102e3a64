/** Copy of the home page's sections, from content/home.json, in the order they appear. */

import { siteFacts } from "#core/content-facts.ts";
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { HomeContent } from "#core/content-schemas/home.ts";
import homeFile from "./home.json" with { type: "json" };
import { site } from "./site.ts";

export const { homeMeta, hero, problem, solution, pricingIntro, faqIntro, closingCta } = fillPlaceholders(
  homeFile as HomeContent,
  siteFacts(site),
);
