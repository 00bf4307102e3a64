import { describe, expect, it } from "vitest";
import { CONSENT_LIFETIME_MONTHS, consentExpiry, currentChoice, parseStoredDate } from "#app/lib/analytics/consent.ts";

const at = (iso: string) => new Date(iso);

describe("how long an analytics choice holds", () => {
  it("holds for twelve months to the minute", () => {
    expect(CONSENT_LIFETIME_MONTHS).toBe(12);
    expect(consentExpiry(at("2026-03-15T10:00:00.000Z")).toISOString()).toBe("2027-03-15T10:00:00.000Z");
  });

  it("is the visitor's choice until then, and no choice (asked again) from then on", () => {
    const givenAt = at("2026-03-15T10:00:00.000Z");
    for (const choice of ["granted", "denied"] as const) {
      expect(currentChoice(choice, givenAt, at("2026-03-15T10:00:00.000Z"))).toBe(choice);
      expect(currentChoice(choice, givenAt, at("2027-03-15T09:59:59.999Z"))).toBe(choice);
      expect(currentChoice(choice, givenAt, at("2027-03-15T10:00:00.000Z"))).toBeNull();
      expect(currentChoice(choice, givenAt, at("2029-01-01T00:00:00.000Z"))).toBeNull();
    }
  });

  it("keeps a choice stored without a date (the store dates it now)", () => {
    expect(currentChoice("denied", null, at("2030-01-01T00:00:00.000Z"))).toBe("denied");
  });

  it("has nothing to keep when there is no choice", () => {
    expect(currentChoice(null, at("2026-03-15T10:00:00.000Z"), at("2026-03-16T10:00:00.000Z"))).toBeNull();
  });

  it("reads a stored date, and nothing from a missing or unreadable one", () => {
    expect(parseStoredDate("2026-03-15T10:00:00.000Z")?.toISOString()).toBe("2026-03-15T10:00:00.000Z");
    for (const value of [null, undefined, "", "yesterday", "2026-13-45"]) expect(parseStoredDate(value)).toBeNull();
  });
});
