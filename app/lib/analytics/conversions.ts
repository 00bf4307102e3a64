/**
 * The named events marketing builds its funnel from (README, "Conversions"): a call to action clicked, a lead sent.
 * Their properties name the action, never a field's value. A conversion made before PostHog has loaded waits in
 * localStorage, with its time, and goes with the next page that loads it: a trial link leaves the site, and a
 * visitor who accepted earlier may click it before the application has come.
 */
import type { CtaClick } from "#app/lib/calls-to-action.ts";

export type LeadFormName = "contact_sales" | "contact";

export type Conversion =
  | { event: "cta_clicked"; properties: CtaClick }
  | { event: "lead_submitted"; properties: { form: LeadFormName } };

export type PendingConversion = Conversion & { at: string };

const PENDING_KEY = "northstar:pending-conversions";
/** Enough for a visitor's clicks between two pages; a runaway page never fills the storage. */
const MAX_PENDING = 20;

const readPending = (): PendingConversion[] => {
  try {
    const stored = JSON.parse(window.localStorage.getItem(PENDING_KEY) ?? "[]");
    return Array.isArray(stored) ? (stored as PendingConversion[]) : [];
  } catch {
    return [];
  }
};

/** Keeps a conversion for PostHog to send once it has loaded. Call it only for a visitor who accepted. */
export const keepConversion = (conversion: Conversion): void => {
  try {
    const pending = [...readPending(), { ...conversion, at: new Date().toISOString() }].slice(-MAX_PENDING);
    window.localStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  } catch {
    // Storage refused: this one conversion goes uncounted.
  }
};

/** The conversions kept so far, removed from storage (a decline drops them with this too). */
export const takeKeptConversions = (): PendingConversion[] => {
  const pending = readPending();
  try {
    window.localStorage.removeItem(PENDING_KEY);
  } catch {
    // Nothing was stored.
  }
  return pending;
};
