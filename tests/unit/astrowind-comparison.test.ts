import { describe, expect, it } from "vitest";
import { pagePath } from "#core/page-paths.ts";
import { astrowindPairs, measuredPairs } from "#tooling/lighthouse/astrowind-pairs.ts";
import { astrowindTable } from "#tooling/lighthouse/astrowind-table.ts";
import type { PageAudit } from "#tooling/lighthouse/page-audit.ts";
import { everyRoute, firstBlogPostPath } from "#tooling/lighthouse/route-list.ts";
import { ratioCell, ratioOf } from "#tooling/lighthouse/table-cells.ts";

const audit = (path: string, lcpMs: number | undefined, transferBytes: number | undefined): PageAudit => ({
  path,
  formFactor: "mobile",
  scores: { performance: 90, accessibility: 100, "best-practices": 100, seo: 100 },
  fcpMs: undefined,
  lcpMs,
  tbtMs: undefined,
  cls: undefined,
  transferBytes,
  benchmarkIndex: undefined,
  failingAudits: [],
  consoleErrors: [],
  warnings: [],
});

describe("the AstroWind pairs", () => {
  it("pair home, pricing, the representative post, the blog and the sales contact with AstroWind's pages under its base", () => {
    expect(astrowindPairs("/astrowind", "/blog/a-post")).toEqual([
      { page: pagePath("home"), astrowind: "/astrowind" },
      { page: pagePath("pricing"), astrowind: "/astrowind/pricing" },
      { page: "/blog/a-post", astrowind: "/astrowind/get-started-website-with-astro-tailwind-css" },
      { page: pagePath("blog"), astrowind: "/astrowind/blog" },
      { page: pagePath("contactSales"), astrowind: "/astrowind/contact" },
    ]);
  });

  it("name only pages of ours the bench measures, the post being the one measured against its no-JS twin", () => {
    const routes = everyRoute().map((route) => route.path);
    const pairs = astrowindPairs("/astrowind");
    expect(pairs).toHaveLength(5);
    expect(pairs.map((pair) => pair.page).filter((path) => !routes.includes(path))).toEqual([]);
    expect(pairs.map((pair) => pair.page)).toContain(firstBlogPostPath());
  });

  it("keep only the pairs whose page of ours is measured in the run", () => {
    const pairs = astrowindPairs("/astrowind", "/blog/a-post");
    expect(measuredPairs(pairs, [{ path: pagePath("pricing") }, { path: pagePath("features") }])).toEqual([
      { page: pagePath("pricing"), astrowind: "/astrowind/pricing" },
    ]);
  });
});

describe("the AstroWind table", () => {
  it("divides ours by AstroWind's and marks a ratio over its target", () => {
    const table = astrowindTable([
      { page: audit("/", 1500, 90 * 1024), astrowind: audit("/astrowind", 2500, 200 * 1024) },
      { page: audit("/pricing", 2000, 190 * 1024), astrowind: audit("/astrowind/pricing", 2500, 200 * 1024) },
    ]);
    const [header, , home, pricing] = table.split("\n");
    expect(header?.split("|").map((cell) => cell.trim())).toEqual([
      "",
      "Pair",
      "LCP",
      "AstroWind LCP",
      "LCP ratio",
      "Transfer",
      "AstroWind transfer",
      "Byte ratio",
      "",
    ]);
    expect(home?.split("|").map((cell) => cell.trim())).toEqual([
      "",
      "/ → /astrowind",
      "1.50 s",
      "2.50 s",
      "0.60",
      "90 KB",
      "200 KB",
      "0.45",
      "",
    ]);
    expect(pricing).toContain("0.80 (over)");
    expect(pricing).toContain("0.95 (over)");
  });

  it("shows a dash where Lighthouse gave no figure", () => {
    const table = astrowindTable([{ page: audit("/blog", undefined, 1000), astrowind: audit("/astrowind/blog", 2000, 0) }]);
    expect(
      table
        .split("\n")[2]
        ?.split("|")
        .map((cell) => cell.trim()),
    ).toEqual(["", "/blog → /astrowind/blog", "–", "2.00 s", "–", "1 KB", "0 KB", "–", ""]);
  });
});

describe("a ratio cell", () => {
  it("is within its target up to and including it", () => {
    expect(ratioCell(ratioOf(75, 100), 0.75)).toBe("0.75");
    expect(ratioCell(ratioOf(76, 100), 0.75)).toBe("0.76 (over)");
    expect(ratioCell(ratioOf(1, undefined), 0.75)).toBe("–");
  });
});
