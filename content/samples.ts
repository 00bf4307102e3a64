/** The sample documents, one page each, from content/samples/<slug>.json. */
import { fillPlaceholders } from "#core/content-placeholders.ts";
import type { SampleContent } from "#core/content-schemas/sample.ts";
import type { SampleSlug } from "#core/page-slugs.ts";
import competitorDigest from "./samples/competitor-digest.json" with { type: "json" };
import marketSizing from "./samples/market-sizing.json" with { type: "json" };
import prd from "./samples/prd.json" with { type: "json" };
import { brandFacts } from "./site.ts";

/** A sample document's page; its slug is its file's name. */
export type Sample = SampleContent & { slug: SampleSlug };

// Every page of the family has its file: a slug without one does not type-check.
const files: Record<SampleSlug, unknown> = { prd, "market-sizing": marketSizing, "competitor-digest": competitorDigest };

export const samples: Sample[] = fillPlaceholders(
  (Object.entries(files) as [SampleSlug, unknown][]).map(([slug, file]) => ({ slug, ...(file as SampleContent) })),
  brandFacts,
);

/**
 * One table of a sample document, by its title, for a page that shows a piece of it (the home page's capability
 * cards): its rows' names and figures, without their descriptions. The build stops on a title the document lacks.
 */
export function sampleExcerpt(slug: SampleSlug, title: string) {
  const sample = samples.find((candidate) => candidate.slug === slug);
  const section = sample?.sections.find((candidate) => candidate.title === title && candidate.layout === "table");
  if (!sample || !section) throw new Error(`the excerpt "${title}" names no table of the sample document "${slug}"`);
  return {
    kind: sample.kind,
    title: section.title,
    columns: section.columns ?? [],
    rows: section.items.map((item) => ({ label: item.label, values: item.values ?? [] })),
  };
}

export type SampleExcerpt = ReturnType<typeof sampleExcerpt>;

/**
 * Each card's excerpt, in the cards' order: null for a card that names no sample or no table of it. Cards stand side by
 * side, so each shows as many rows as the shortest table: the first rows, the whole table a link away.
 */
export const excerptsOf = (cards: readonly { sample?: { slug: SampleSlug }; excerpt?: string }[]): (SampleExcerpt | null)[] => {
  const excerpts = cards.map((card) => (card.sample && card.excerpt ? sampleExcerpt(card.sample.slug, card.excerpt) : null));
  const rows = Math.min(...excerpts.map((excerpt) => excerpt?.rows.length ?? Number.POSITIVE_INFINITY));
  return excerpts.map((excerpt) => excerpt && { ...excerpt, rows: excerpt.rows.slice(0, rows) });
};
