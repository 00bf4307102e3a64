/**
 * The site's own price, list and date formatters read exactly as the Intl formatters they replace (which load locale
 * data in the browser, a long task on a slow phone while the page hydrates).
 */
import { describe, expect, it } from "vitest";
import { formatDate } from "#app/lib/format-date.ts";
import { formatPrice } from "#content/plans.ts";
import { withThousandsSeparators } from "#core/format-number.ts";
import { listWithAnd, listWithOr } from "#core/list-format.ts";

describe("withThousandsSeparators", () => {
  it("writes whole numbers as toLocaleString does in English", () => {
    for (const value of [0, 7, 999, 1000, 2000, 65_535, 1_234_567, -4200, 2.5, 3.5])
      expect(withThousandsSeparators(value)).toBe(value.toLocaleString("en", { maximumFractionDigits: 0 }));
  });
});

describe("formatPrice", () => {
  const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

  it("writes whole dollars with thousands separators, as Intl does", () => {
    for (const dollars of [0, 1, 20, 25, 240, 299, 999, 1000, 1250, 12_345, 999_999, 1_000_000, 19.4, 19.6, -1250])
      expect(formatPrice(dollars)).toBe(intl.format(dollars));
    expect(formatPrice(1000)).toBe("$1,000");
  });
});

describe("listWithAnd and listWithOr", () => {
  const and = new Intl.ListFormat("en-GB", { style: "long", type: "conjunction" });
  const or = new Intl.ListFormat("en-GB", { style: "long", type: "disjunction" });
  const lists = [[], ["Jira"], ["Jira", "ClickUp"], ["Jira", "ClickUp", "GitHub"], ["Jira", "ClickUp", "GitHub", "GitLab"]];

  it("join as British English does, with no comma before the last word", () => {
    for (const items of lists) {
      expect(listWithAnd(items)).toBe(and.format(items));
      expect(listWithOr(items)).toBe(or.format(items));
    }
    expect(listWithAnd(["Solo Founder", "Startup", "Growth"])).toBe("Solo Founder, Startup and Growth");
  });
});

describe("formatDate", () => {
  const intl = new Intl.DateTimeFormat("en-US", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

  it("writes the date in UTC as Intl does, on every day of a leap year and at the edges of a day", () => {
    for (let day = 0; day < 366; day += 1) {
      const iso = new Date(Date.UTC(2028, 0, 1 + day)).toISOString().slice(0, 10);
      expect(formatDate(iso)).toBe(intl.format(new Date(iso)));
    }
    expect(formatDate("2026-09-14")).toBe("September 14, 2026");
    expect(formatDate("2026-12-31T23:59:59Z")).toBe("December 31, 2026");
    expect(formatDate("2026-01-01T00:30:00+01:00")).toBe("December 31, 2025");
  });

  it("refuses a string that is not a date", () => {
    expect(() => formatDate("next Tuesday")).toThrow(/Not a date/);
  });
});
