/**
 * First-touch attribution for leads: the UTM parameters and referrer of the first page this browser tab opened on
 * the site, kept in sessionStorage and sent only with a form the visitor chooses to submit.
 */

import { utmParameters } from "#app/lib/analytics/page-view.ts";
import type { Attribution } from "#core/lead-forms.ts";

const STORAGE_KEY = "northstar:first-touch";

/** Records the landing page's attribution once per session; later pages never overwrite it. */
export const captureFirstTouch = (): void => {
  try {
    if (window.sessionStorage.getItem(STORAGE_KEY) !== null) return;
    const touch: Attribution = { ...utmParameters(window.location.search) };
    const referrer = document.referrer;
    if (referrer && new URL(referrer).origin !== window.location.origin) touch.referrer = referrer;
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(touch));
  } catch {
    // Storage can be disabled or full: the lead then goes without attribution.
  }
};

export const readFirstTouch = (): Attribution => {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "{}");
    return stored && typeof stored === "object" ? (stored as Attribution) : {};
  } catch {
    return {};
  }
};
