/** The visitor's consent choice in localStorage, and whether the consent settings are open, for React to subscribe to. */
import { useSyncExternalStore } from "react";
import {
  CONSENT_DATE_STORAGE_KEY,
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
  type ConsentState,
  currentChoice,
  effectiveConsent,
  hasPrivacySignal,
  parseStoredChoice,
  parseStoredDate,
} from "./consent.ts";

export type ConsentSnapshot = {
  state: ConsentState;
  /** The visitor's own answer, if any (a privacy signal alone is not one). */
  choice: ConsentChoice | null;
  privacySignal: boolean;
  /** The visitor reopened the choice from the footer. */
  settingsOpen: boolean;
};

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Used only when localStorage refuses writes (some private modes): the choice then lasts as long as the page. */
let unsavedChoice: ConsentChoice | null = null;
let settingsOpen = false;
/** The control that opened the settings: focus goes back to it once they close. */
let settingsOpener: HTMLElement | null = null;

/** The stored choice while it holds; one older than its lifetime is no choice, so the banner asks again. */
const readChoice = (): ConsentChoice | null => {
  try {
    const storage = window.localStorage;
    const choice = parseStoredChoice(storage.getItem(CONSENT_STORAGE_KEY));
    let givenAt = parseStoredDate(storage.getItem(CONSENT_DATE_STORAGE_KEY));
    if (choice && !givenAt) {
      // Stored before choices were dated: it counts from now, and is dated once so its lifetime ends one day.
      givenAt = new Date();
      storage.setItem(CONSENT_DATE_STORAGE_KEY, givenAt.toISOString());
    }
    return currentChoice(choice, givenAt, new Date()) ?? unsavedChoice;
  } catch {
    return unsavedChoice;
  }
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // A choice made in another tab applies here at once.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY || event.key === CONSENT_DATE_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
};

const closeSettings = () => {
  settingsOpen = false;
  const opener = settingsOpener;
  settingsOpener = null;
  if (opener?.isConnected) opener.focus();
};

export const saveConsentChoice = (choice: ConsentChoice) => {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, choice);
    window.localStorage.setItem(CONSENT_DATE_STORAGE_KEY, new Date().toISOString());
  } catch {
    unsavedChoice = choice;
  }
  closeSettings();
  notify();
};

export const openConsentSettings = (opener?: HTMLElement) => {
  settingsOpen = true;
  settingsOpener = opener ?? null;
  notify();
};

export const closeConsentSettings = () => {
  closeSettings();
  notify();
};

let cached: ConsentSnapshot | null = null;

const readSnapshot = (): ConsentSnapshot => {
  const choice = readChoice();
  const privacySignal = hasPrivacySignal(navigator as Navigator & { globalPrivacyControl?: boolean });
  const state = effectiveConsent(choice, privacySignal);
  // useSyncExternalStore needs the same object back while nothing changed.
  if (
    cached?.state !== state ||
    cached.choice !== choice ||
    cached.privacySignal !== privacySignal ||
    cached.settingsOpen !== settingsOpen
  ) {
    cached = { state, choice, privacySignal, settingsOpen };
  }
  return cached;
};

/**
 * The consent that applies now, or null while the prerendered page hydrates: the build cannot know the visitor's
 * answer, so the HTML has no banner and nothing is captured until the browser's own state is read.
 */
export const useConsent = (): ConsentSnapshot | null => useSyncExternalStore(subscribe, readSnapshot, () => null);

/** For code outside React (identifyLead). */
export const currentConsent = (): ConsentState => (typeof window === "undefined" ? "pending" : readSnapshot().state);
