/** The claims a page's structured data states, as shown on it: site.claims' figures in content/claims.json's line. */
import { CLAIM_PLACEHOLDERS } from "#core/claim-placeholders.ts";
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { ClaimsContent } from "#core/content-schemas/claims.ts";
import claimsFile from "./claims.json" with { type: "json" };
import { brandFacts } from "./site.ts";

const { line } = claimsFile as ClaimsContent;

/**
 * The line in runs of text, each claim's figure a run of its own so the page can set it apart: split on the claims'
 * placeholders, the odd runs are the names the split captured.
 */
export const claimsLine = line
  .split(new RegExp(`\\{(${CLAIM_PLACEHOLDERS.join("|").replace(/\./g, "\\.")})\\}`))
  .map((part, index) =>
    index % 2 === 1
      ? { text: brandFacts[part] ?? part, figure: true }
      : { text: fillPlaceholders(part, brandFacts), figure: false },
  );
