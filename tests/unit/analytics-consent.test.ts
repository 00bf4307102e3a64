import { describe, expect, it } from "vitest";
import { effectiveConsent, hasPrivacySignal, parseStoredChoice } from "#app/lib/analytics/consent.ts";

describe("analytics consent", () => {
  it("is pending until the visitor chooses", () => {
    expect(effectiveConsent(null, false)).toBe("pending");
  });

  it("follows the visitor's choice once made", () => {
    expect(effectiveConsent("granted", false)).toBe("granted");
    expect(effectiveConsent("denied", false)).toBe("denied");
  });

  it("counts Do Not Track or Global Privacy Control as a decline (so the banner does not ask)", () => {
    expect(effectiveConsent(null, true)).toBe("denied");
  });

  it("lets a visitor with a privacy signal accept explicitly", () => {
    expect(effectiveConsent("granted", true)).toBe("granted");
    expect(effectiveConsent("denied", true)).toBe("denied");
  });

  it("reads only the two values it writes; anything else is no choice", () => {
    expect(parseStoredChoice("granted")).toBe("granted");
    expect(parseStoredChoice("denied")).toBe("denied");
    for (const value of [null, undefined, "", "true", "1", "GRANTED", '"granted"']) expect(parseStoredChoice(value)).toBeNull();
  });
});

describe("privacy signals", () => {
  it("sees Do Not Track only when it is exactly '1'", () => {
    expect(hasPrivacySignal({ doNotTrack: "1" })).toBe(true);
    expect(hasPrivacySignal({ doNotTrack: "0" })).toBe(false);
    expect(hasPrivacySignal({ doNotTrack: "unspecified" })).toBe(false);
    expect(hasPrivacySignal({ doNotTrack: null })).toBe(false);
  });

  it("sees Global Privacy Control only when it is true", () => {
    expect(hasPrivacySignal({ globalPrivacyControl: true })).toBe(true);
    expect(hasPrivacySignal({ globalPrivacyControl: false })).toBe(false);
  });

  it("sees nothing without a navigator or either signal", () => {
    expect(hasPrivacySignal(undefined)).toBe(false);
    expect(hasPrivacySignal({})).toBe(false);
  });
});
