/**
 * Analytics consent as the spec states it: pending until the visitor chooses, then granted or denied.
 * Pure rules here; consent-store.ts keeps the choice in the browser.
 */

export type ConsentChoice = "granted" | "denied";
export type ConsentState = "pending" | ConsentChoice;

/** The visitor's own choice, in localStorage. It records consent itself, so it is not analytics storage. */
export const CONSENT_STORAGE_KEY = "analytics-consent";

export const parseStoredChoice = (value: string | null | undefined): ConsentChoice | null =>
  value === "granted" || value === "denied" ? value : null;

/** When the visitor gave that choice (an ISO 8601 date), beside it: a choice is asked again once it is too old. */
export const CONSENT_DATE_STORAGE_KEY = "analytics-consent-date";

/** How long a choice holds before the banner asks again. */
export const CONSENT_LIFETIME_MONTHS = 12;

/** The moment a choice given at `givenAt` stops holding: the same day and time, twelve months later. */
export const consentExpiry = (givenAt: Date): Date => {
  const expiry = new Date(givenAt);
  expiry.setUTCMonth(expiry.getUTCMonth() + CONSENT_LIFETIME_MONTHS);
  return expiry;
};

/** A stored date, or null when there is none or it cannot be read. */
export const parseStoredDate = (value: string | null | undefined): Date | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * The stored choice if it still holds at `now`. A choice without a readable date (stored before dates were) counts
 * as given now: the caller stamps it, so it too is asked again twelve months on.
 */
export const currentChoice = (choice: ConsentChoice | null, givenAt: Date | null, now: Date): ConsentChoice | null => {
  if (!choice || !givenAt) return choice;
  return now < consentExpiry(givenAt) ? choice : null;
};

type PrivacySignals = { doNotTrack?: string | null; globalPrivacyControl?: boolean };

/** Do Not Track or Global Privacy Control: the browser already says "don't track me". */
export const hasPrivacySignal = (navigator: PrivacySignals | undefined): boolean =>
  navigator?.doNotTrack === "1" || navigator?.globalPrivacyControl === true;

/**
 * What applies now. An explicit choice always wins (a visitor whose browser sends Do Not Track may still accept);
 * without one, a privacy signal counts as a decline and everyone else is pending.
 */
export const effectiveConsent = (choice: ConsentChoice | null, privacySignal: boolean): ConsentState =>
  choice ?? (privacySignal ? "denied" : "pending");

/**
 * Whether a visitor is counted without cookies: only on a build that asks for it (VITE_POSTHOG_COOKIELESS=on_reject),
 * and only one who declined by choice. A privacy signal (Do Not Track, Global Privacy Control) still sends nothing.
 */
export const countsWithoutCookies = (
  { choice, privacySignal }: { choice: ConsentChoice | null; privacySignal: boolean },
  cookieless: "off" | "on_reject",
): boolean => cookieless === "on_reject" && choice === "denied" && !privacySignal;
