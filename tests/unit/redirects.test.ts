import { describe, expect, it } from "vitest";
import redirectsFile from "#content/redirects.json" with { type: "json" };
import { redirectsContentSchema } from "#core/content-schemas/redirects.ts";
import { pagePath } from "#core/page-paths.ts";

const problemsOf = (redirects: unknown[]) => {
  const parsed = redirectsContentSchema.safeParse({ redirects });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};

describe("the redirects an editor keeps", () => {
  it("accept the file as it is", () => {
    expect(problemsOf(redirectsFile.redirects)).toEqual([]);
  });

  it("refuse an old address that is a page's, that repeats, that leads to itself, or that is not a path", () => {
    expect(problemsOf([{ from: pagePath("pricing"), page: "features" }])).toEqual([
      `redirects.0.from: ${pagePath("pricing")} is the address of a page; a redirect would hide it`,
    ]);
    expect(
      problemsOf([
        { from: "/old", page: "features" },
        { from: "/old", page: "pricing" },
      ]),
    ).toEqual(["redirects.1.from: /old is redirected twice"]);
    expect(problemsOf([{ from: "pricing", page: "pricing" }])[0]).toMatch(/^redirects\.0\.from: must be a path/);
    expect(problemsOf([{ from: "/old/", page: "pricing" }])[0]).toMatch(/^redirects\.0\.from: must be a path/);
  });

  it("refuse a target that is not a page", () => {
    expect(problemsOf([{ from: "/old", page: "prices" }])[0]).toMatch(/^redirects\.0\.page: must be the id of a page/);
    expect(problemsOf([{ from: "/old", page: "audience" }])[0]).toMatch(/^redirects\.0\.slug:/);
  });
});
