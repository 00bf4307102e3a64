/**
 * First-touch attribution: the UTM parameters, referrer and landing page of the first page this browser tab opened on
 * the site, kept in sessionStorage. Leads send the attribution with a form the visitor chooses to submit; trial links
 * carry the campaign and landing page to the app's sign-up, added when the link is followed.
 */

import { onCtaFollowed } from "#app/lib/calls-to-action.ts";
import type { BuildSettings } from "#core/build-settings.ts";
import type { Attribution } from "#core/lead-forms.ts";
import { type SignUpContext, signUpUrl } from "#core/sign-up-link.ts";
import { utmParameters } from "#core/utm-parameters.ts";

const STORAGE_KEY = "northstar:first-touch";

/** The first touch as stored: the lead's attribution and the path of the page the visitor landed on. */
type FirstTouch = Attribution & { landing_page?: string };

const readStoredTouch = (): FirstTouch => {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "{}");
    return stored && typeof stored === "object" ? (stored as FirstTouch) : {};
  } catch {
    return {};
  }
};

/** Records the landing page's attribution once per session; later pages never overwrite it. */
export const captureFirstTouch = (): void => {
  try {
    if (window.sessionStorage.getItem(STORAGE_KEY) !== null) return;
    const touch: FirstTouch = { ...utmParameters(window.location.search), landing_page: window.location.pathname };
    const referrer = document.referrer;
    if (referrer && new URL(referrer).origin !== window.location.origin) touch.referrer = referrer;
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(touch));
  } catch {
    // Storage can be disabled or full: the lead then goes without attribution.
  }
};

/** What a lead sends: the attribution, without the landing page (the lead has its own page). */
export const readFirstTouch = (): Attribution => {
  const { landing_page: _landingPage, ...attribution } = readStoredTouch();
  return attribution;
};

/** The campaign a sign-up link carries: the UTM fields and the landing page, never the referrer. */
const campaign = (): SignUpContext => {
  const { referrer: _referrer, ...touch } = readStoredTouch();
  return touch;
};

/**
 * Adds the visitor's campaign to a trial link as it is followed (a click, a middle click, a click for a new tab), so
 * the address is built from what this tab recorded on arrival; the plan is in the link already. Installed once, on
 * the document: it serves the prerendered page and the hydrated one alike.
 */
export const carryCampaignToSignUp = (names: BuildSettings["signUpParameterNames"]): void => {
  onCtaFollowed((link) => {
    link.href = signUpUrl(link.href, campaign(), names);
  }, "start_trial");
};
