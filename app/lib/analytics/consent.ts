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
