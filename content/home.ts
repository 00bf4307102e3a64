/** Copy of the home page's sections, from content/home.json, in the order they appear. */

import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { HomeContent } from "#core/content-schemas/home.ts";
import { linkHref } from "#core/page-paths.ts";
import homeFile from "./home.json" with { type: "json" };
import { brandFacts } from "./site.ts";

const home = fillPlaceholders(homeFile as HomeContent, brandFacts);

export const { homeMeta, hero, problem, pricingIntro, faqIntro, closingCta, dashboard } = home;
export const solution = {
  ...home.solution,
  features: home.solution.features.map((feature) => ({
    ...feature,
    href: linkHref(feature.link),
    learnMoreAbout: fillPlaceholders(home.solution.learnMoreAbout, { topic: feature.topic }),
  })),
};
