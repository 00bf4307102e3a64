import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ProblemFigures } from "#app/components/home/problem-solution.tsx";
import { Claims } from "#app/components/proof/claims.tsx";
import claimsFile from "#content/claims.json" with { type: "json" };
import { claimFigures } from "#content/claims.ts";
import { problem } from "#content/home.ts";
import proofFile from "#content/proof.json" with { type: "json" };
import { customerLogos, testimonials } from "#content/proof.ts";
import prdFile from "#content/samples/prd.json" with { type: "json" };
import { brandFacts, site } from "#content/site.ts";
import { claimsContentSchema } from "#core/content-schemas/claims.ts";
import { proofContentSchema } from "#core/content-schemas/proof.ts";
import { sampleContentSchema } from "#core/content-schemas/sample.ts";

describe("the proof content", () => {
  it("matches its schemas", () => {
    expect(proofContentSchema.safeParse(proofFile).error?.issues ?? []).toEqual([]);
    expect(claimsContentSchema.safeParse(claimsFile).error?.issues ?? []).toEqual([]);
  });

  it("ships no testimonials or customer logos until real ones are added", () => {
    expect(testimonials).toEqual([]);
    expect(customerLogos).toEqual([]);
  });

  it("states every claim the structured data states, each figure over its label, in words: no stars, no badges", () => {
    const { claims } = site;
    const markup = renderToStaticMarkup(createElement(Claims));
    expect(markup.match(/<li\b/g)).toHaveLength(claimsFile.figures.length);
    expect(markup).not.toMatch(/<(svg|img)\b/);
    const shown = markup.replace(/<[^>]+>/g, "").replace(/\u00a0/g, " ");
    for (const figure of [
      claims.teams,
      claims.fasterResearch,
      claims.payback,
      claims.softwareRating.value,
      claims.softwareRating.count,
      claims.productRating.value,
      claims.productRating.count,
    ])
      expect(shown).toContain(String(figure));
  });

  it("shows a rating's source, once the site's facts name one, as a link to the page a visitor can read it on", () => {
    const facts = {
      ...brandFacts,
      "site.claims.softwareRating.source.name": "G2",
      "site.claims.softwareRating.source.url": "https://www.g2.com/products/northstar/reviews",
    };
    const figures = claimsFile.figures.map((claim, index) =>
      index === claimsFile.figures.length - 1
        ? { ...claim, label: `${claim.label}, on {site.claims.softwareRating.source.name}` }
        : claim,
    );
    const markup = renderToStaticMarkup(createElement(Claims, { figures: claimFigures(figures, facts) }));
    expect(markup).toMatch(/<a href="https:\/\/www\.g2\.com\/products\/northstar\/reviews"[^>]*>G2<span class="sr-only">/);
    expect(renderToStaticMarkup(createElement(Claims))).not.toContain("<a ");
  });

  it("shows a problem figure's source, once the content names one, as a link under it; a figure without one says in its card what it rests on", () => {
    const [first, ...rest] = problem.stats;
    if (!first) throw new Error("the home page has no problem figures");
    const source = { name: "Product survey 2026", url: "https://example.org/survey" };
    const markup = renderToStaticMarkup(
      createElement(ProblemFigures, { stats: [{ ...first, source }, ...rest], note: problem.figuresNote }),
    );
    expect(markup.match(/<a /g)).toHaveLength(1);
    expect(markup.split(problem.figuresNote)).toHaveLength(rest.length + 1);
    expect(markup).toMatch(/<a href="https:\/\/example\.org\/survey"[^>]*>Product survey 2026<span class="sr-only">/);
  });

  it("says once, over the figures, what they rest on when none names a source", () => {
    const stats = problem.stats.map(({ source: _, ...stat }) => stat);
    const markup = renderToStaticMarkup(createElement(ProblemFigures, { stats, note: problem.figuresNote }));
    expect(markup.split(problem.figuresNote)).toHaveLength(2);
    expect(markup.indexOf(problem.figuresNote)).toBeLessThan(markup.indexOf("<dl"));
  });

  it("refuses figures that leave out a claim the structured data states", () => {
    const figures = claimsFile.figures.map((claim) => ({
      ...claim,
      label: claim.label.replace("{site.claims.productRating.count}", "many"),
    }));
    expect(claimsContentSchema.safeParse({ figures }).error?.issues.map((issue) => issue.message)).toEqual([
      "must name {site.claims.productRating.count}",
    ]);
  });
});

describe("a sample document's citations", () => {
  it("name only sources the document lists, and an editor who cites one past the list is told which", () => {
    expect(sampleContentSchema.safeParse(prdFile).success).toBe(true);
    const edited = structuredClone(prdFile);
    const item = edited.sections[0]?.items[0] as { cites?: number[] } | undefined;
    if (!item) throw new Error("the sample PRD has no first item");
    item.cites = [edited.sources.length + 1];
    const result = sampleContentSchema.safeParse(edited);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual([
      `sections.0.items.0.cites: cites source ${edited.sources.length + 1}, but the document lists ${edited.sources.length}`,
    ]);
  });
});
