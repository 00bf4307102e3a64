/** A visitor's analytics choice as an earlier visit stored it, for the analytics end-to-end tests. */
import type { Page } from "@playwright/test";
import { CONSENT_DATE_STORAGE_KEY, CONSENT_STORAGE_KEY } from "#app/lib/analytics/consent.ts";

/** Marks, in the tab's sessionStorage, that the test stored the choice: a reload must not store it again. */
export const TEST_CHOICE_MARK = "test-choice-stored";

/** The ISO date `months` months before now. */
export const monthsAgo = (months: number): string => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString();
};

/** Stores `choice`, given at `givenAt` (or undated), before the page's own scripts run, once per tab. */
export const storeConsentChoice = (page: Page, choice: "granted" | "denied", givenAt: string | null = new Date().toISOString()) =>
  page.addInitScript(
    ({ choice, givenAt, keys }) => {
      if (sessionStorage.getItem(keys.mark)) return;
      sessionStorage.setItem(keys.mark, "1");
      localStorage.setItem(keys.choice, choice);
      if (givenAt) localStorage.setItem(keys.date, givenAt);
    },
    { choice, givenAt, keys: { mark: TEST_CHOICE_MARK, choice: CONSENT_STORAGE_KEY, date: CONSENT_DATE_STORAGE_KEY } },
  );
