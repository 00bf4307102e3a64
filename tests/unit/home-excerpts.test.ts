import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ProblemSolution } from "#app/components/home/problem-solution.tsx";
import { dashboard, solution } from "#content/home.ts";
import { excerptsOf, sampleExcerpt } from "#content/samples.ts";

const excerpts = excerptsOf(solution.features);

describe("the home page's capability cards", () => {
  it("each show a piece of the sample document they link to, in place of an icon", () => {
    const markup = renderToStaticMarkup(createElement(MemoryRouter, null, createElement(ProblemSolution, { excerpts }))).replace(
      /<!-- -->/g,
      "",
    );
    for (const [index, feature] of solution.features.entries()) {
      if (!feature.sample) continue;
      const excerpt = excerpts[index];
      expect(excerpt, `${feature.title} shows an excerpt`).toBeTruthy();
      expect(excerpt?.rows.length).toBeGreaterThan(0);
      for (const row of excerpt?.rows ?? []) {
        expect(markup).toContain(`>${row.label}<`);
        for (const value of row.values) expect(markup).toContain(`>${value}<`);
      }
    }
  });

  it("show as many rows each, the first of their tables, so that side by side no table ends short of the others", () => {
    const shown = excerpts.filter((excerpt) => excerpt !== null);
    expect(new Set(shown.map((excerpt) => excerpt.rows.length)).size).toBe(1);
    for (const [index, feature] of solution.features.entries()) {
      if (!feature.sample || !feature.excerpt) continue;
      const whole = sampleExcerpt(feature.sample.slug, feature.excerpt);
      expect(excerpts[index]?.rows).toEqual(whole.rows.slice(0, excerpts[index]?.rows.length));
    }
  });

  it("show figures the picture under the hero does not", () => {
    const picture = JSON.stringify(dashboard);
    for (const excerpt of excerpts)
      for (const row of excerpt?.rows ?? []) for (const value of row.values) expect(picture).not.toContain(`"${value}"`);
  });

  it("stop the build on an excerpt its document does not hold", () => {
    expect(() => sampleExcerpt("prd", "No such table")).toThrow(/No such table/);
  });
});
