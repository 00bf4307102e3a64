/** The claims a page's structured data states, as shown on it: site.claims' figures in content/claims.json's words. */
import { CLAIM_PLACEHOLDERS, RATINGS, sourcePlaceholder } from "#core/claim-placeholders.ts";
import { type ContentFacts, fillPlaceholders } from "#core/content-placeholders.ts";
import type { ClaimsContent } from "#core/content-schemas/claims.ts";
import claimsFile from "./claims.json" with { type: "json" };
import { brandFacts } from "./site.ts";

export type ClaimRun = { text: string; figure: boolean; href?: string };

const SET_APART = [...CLAIM_PLACEHOLDERS, ...RATINGS.map(sourcePlaceholder)];

/**
 * Words in runs of text, each claim's figure a run of its own so the page can set it apart, and each rating's source
 * a link to its page: split on those placeholders, the odd runs are the names the split captured.
 */
export const claimRuns = (line: string, facts: ContentFacts): ClaimRun[] =>
  line.split(new RegExp(`\\{(${SET_APART.join("|").replace(/\./g, "\\.")})\\}`)).map((part, index) => {
    if (index % 2 === 0) return { text: fillPlaceholders(part, facts), figure: false };
    const source = part.endsWith(".source.name") ? facts[part.replace(/name$/, "url")] : undefined;
    return { text: facts[part] ?? part, figure: !source, ...(source && { href: source }) };
  });

/** One figure as shown: the figure and its label, each in runs. */
export type ClaimFigure = { figure: ClaimRun[]; label: ClaimRun[] };

export const claimFigures = (figures: ClaimsContent["figures"], facts: ContentFacts): ClaimFigure[] =>
  figures.map(({ figure, label }) => ({ figure: claimRuns(figure, facts), label: claimRuns(label, facts) }));

export const claimsShown = claimFigures((claimsFile as ClaimsContent).figures, brandFacts);
