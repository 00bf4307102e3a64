import { describe, expect, it } from "vitest";
import { canonicalPath, canonicalUrl } from "#content/canonical.ts";
import { ogImagePath } from "#content/og-image.ts";

const base = "https://example.com";

describe("canonical URLs", () => {
  it("is the site URL plus the path", () => {
    expect(canonicalUrl("/pricing", base)).toBe("https://example.com/pricing");
    expect(canonicalUrl("/", base)).toBe("https://example.com/");
  });

  it("points /home at the home page", () => {
    expect(canonicalPath("/home")).toBe("/");
    expect(canonicalUrl("/home", base)).toBe("https://example.com/");
  });

  it("drops the query string, the fragment and a trailing slash", () => {
    expect(canonicalUrl("/pricing/?utm_source=x#faq", base)).toBe("https://example.com/pricing");
    expect(canonicalUrl("/integrations/jira/", base)).toBe("https://example.com/integrations/jira");
  });

  it("names each page's share image after its canonical path", () => {
    expect(ogImagePath("/")).toBe("/og/home.png");
    expect(ogImagePath("/home")).toBe("/og/home.png");
    expect(ogImagePath("/integrations/jira")).toBe("/og/integrations/jira.png");
  });
});
