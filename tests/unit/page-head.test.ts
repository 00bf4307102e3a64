import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { buildPageHead } from "#app/lib/page-head.ts";
import { site } from "#content/site.ts";

const find = (head: MetaDescriptor[], key: string, value: string) =>
  head.find((entry) => (entry as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe("buildPageHead", () => {
  const base = { title: "Pricing", description: "Plans and prices.", path: "/pricing" };

  it("writes title, description, canonical, robots and social tags", () => {
    const head = buildPageHead({ ...base, keywords: ["pricing", "plans"] });
    expect(head).toContainEqual({ title: `Pricing | ${site.name}` });
    expect(find(head, "property", "og:title")?.content).toBe(`Pricing | ${site.name}`);
    expect(find(head, "name", "description")?.content).toBe("Plans and prices.");
    expect(find(head, "name", "keywords")?.content).toBe("pricing, plans");
    expect(find(head, "rel", "canonical")?.href).toBe(`${site.url}/pricing`);
    expect(find(head, "name", "robots")?.content).toBe("index, follow");
    expect(find(head, "property", "og:image")?.content).toBe(`${site.url}/og/pricing.png`);
    expect(find(head, "property", "og:image:width")?.content).toBe("1200");
    expect(find(head, "property", "og:image:height")?.content).toBe("630");
    expect(find(head, "name", "twitter:card")?.content).toBe("summary_large_image");
  });

  it("describes the share card by what it shows, the logo and the headline, naming the site once", () => {
    const alt = (title: string) => find(buildPageHead({ ...base, title }), "property", "og:image:alt")?.content;
    expect(alt("Pricing")).toBe(`${site.name}: Pricing`);
    expect(alt(`${site.name}: the product`)).toBe(`${site.name}: the product`);
  });

  it("cuts a long title to 60 and a long description to 160, everywhere they appear", () => {
    const head = buildPageHead({ ...base, title: "x".repeat(80), description: "y".repeat(200) });
    const title = (head.find((entry) => "title" in entry) as { title: string }).title;
    expect([...title]).toHaveLength(60);
    expect(find(head, "property", "og:title")?.content).toBe(title);
    expect([...(find(head, "name", "description")?.content ?? "")]).toHaveLength(160);
  });

  it("ends the title with the site's name, or the suffix it is given, in every title tag", () => {
    const head = buildPageHead({ ...base, title: "Writing PRDs engineers actually read", titleSuffix: "Northstar blog" });
    for (const title of [
      (head.find((entry) => "title" in entry) as { title: string }).title,
      find(head, "property", "og:title")?.content,
      find(head, "name", "twitter:title")?.content,
    ]) {
      expect(title).toBe("Writing PRDs engineers actually read | Northstar blog");
    }
  });

  it("leaves the suffix out of a title it would push past 60 characters", () => {
    const own = "Turning a PRD into prompts a coding agent can build from";
    expect(buildPageHead({ ...base, title: own, titleSuffix: "Northstar blog" })).toContainEqual({ title: own });
  });

  it("says noindex, nofollow for a page with nothing to index, and names no canonical URL", () => {
    const head = buildPageHead({ ...base, noindex: "nofollow" });
    expect(find(head, "name", "robots")?.content).toBe("noindex, nofollow");
    expect(find(head, "rel", "canonical")).toBeUndefined();
  });

  it("says noindex, follow for a thin page whose links lead somewhere worth indexing", () => {
    const head = buildPageHead({ ...base, noindex: "follow" });
    expect(find(head, "name", "robots")?.content).toBe("noindex, follow");
    expect(find(head, "rel", "canonical")).toBeUndefined();
  });

  it("points /home's canonical at the home page", () => {
    expect(find(buildPageHead({ ...base, path: "/home" }), "rel", "canonical")?.href).toBe(`${site.url}/`);
  });

  it("adds article tags and JSON-LD when given", () => {
    const head = buildPageHead({
      ...base,
      article: {
        published: "2026-09-14",
        modified: "2026-10-01",
        author: "Ana Ruiz",
        section: "Discovery",
        tags: ["prd", "research"],
      },
      jsonLd: [{ "@type": "BlogPosting" }],
    });
    expect(find(head, "property", "og:type")?.content).toBe("article");
    expect(find(head, "property", "article:published_time")?.content).toBe("2026-09-14");
    expect(head.filter((entry) => (entry as Record<string, string>).property === "article:tag")).toHaveLength(2);
    expect(head).toContainEqual({ "script:ld+json": { "@type": "BlogPosting" } });
  });
});
