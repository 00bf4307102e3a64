import { describe, expect, it } from "vitest";
import { pageKey, pageViewProperties } from "#app/lib/analytics/page-view.ts";
import { utmParameters } from "#core/utm-parameters.ts";

describe("page view properties", () => {
  it("carry the address and the path", () => {
    expect(pageViewProperties("https://northstar.app/pricing")).toEqual({
      $current_url: "https://northstar.app/pricing",
      $pathname: "/pricing",
    });
  });

  it("carry each of the five UTM parameters present, and nothing else from the query", () => {
    const href =
      "https://northstar.app/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_term=ai+pm&utm_content=hero&ref=x&gclid=abc";
    expect(pageViewProperties(href)).toEqual({
      $current_url: href,
      $pathname: "/",
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring",
      utm_term: "ai pm",
      utm_content: "hero",
    });
  });

  it("leave out UTM parameters that are absent or empty", () => {
    expect(utmParameters("?utm_source=linkedin&utm_medium=&utm_campaign=%20")).toEqual({ utm_source: "linkedin" });
    expect(utmParameters("")).toEqual({});
  });

  it("take the first value of a repeated parameter and decode it", () => {
    expect(utmParameters("?utm_campaign=launch%20week&utm_campaign=other")).toEqual({ utm_campaign: "launch week" });
  });

  it("do not read UTM-like names with another case", () => {
    expect(utmParameters("?UTM_SOURCE=x&utm_Source=y")).toEqual({});
  });
});

describe("page identity", () => {
  it("is the path and query: a #fragment is the same page", () => {
    expect(pageKey("https://northstar.app/#pricing")).toBe(pageKey("https://northstar.app/"));
    expect(pageKey("https://northstar.app/pricing?utm_source=x")).not.toBe(pageKey("https://northstar.app/pricing"));
  });
});
