/** The claims a page's structured data states, as shown on it: site.claims' figures, content/claims.json's words. */
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { ClaimsContent } from "#core/content-schemas/claims.ts";
import claimsFile from "./claims.json" with { type: "json" };
import { site } from "./site.ts";

const words = claimsFile as ClaimsContent;
const { softwareRating, productRating, teams, fasterResearch, payback } = site.claims;

/**
 * Each claim as its figure and the words after it. One star leads the line, on the first rating: two stars side by side
 * read as two competing scores.
 */
export const claimItems = [
  {
    figure: `${softwareRating.value}`,
    rating: true,
    label: fillPlaceholders(words.softwareRating, { count: `${softwareRating.count}` }),
  },
  {
    figure: `${productRating.value}`,
    label: fillPlaceholders(words.productRating, { count: `${productRating.count}` }),
  },
  { figure: teams, label: words.teams },
  { figure: fasterResearch, label: words.fasterResearch },
  { figure: payback, label: words.payback },
];
