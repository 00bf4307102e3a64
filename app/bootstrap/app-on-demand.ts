/**
 * The application on demand: a prerendered page loads React and its own modules only once the visitor does something
 * that needs them. Until then every link, form, menu and FAQ works as plain HTML. Bundled into the bootstrap script of
 * every built page (scripts/build-steps/paint-first.ts), which hands `runWhenNeeded` the page's application module
 * after the first paint. See docs/decisions/099-the-application-loads-on-demand.md.
 *
 * What counts as need:
 * - focus on a form field (a form, the blog's search): typed characters stay, the form validates as now once hydrated;
 *   the blog's search first loads its index and answers as plain HTML (page-search.ts), then asks for the application;
 * - a search in the address for the page's search box (/blog?q=…), which the box runs once hydrated;
 * - a click on a control marked `data-needs-app` (Talk to Sales and Contact, cookie settings, copy link): held back
 *   by the bootstrap's inline script from the start, which asks for the application at once, and made again here
 *   once the page has hydrated (held-clicks.ts); a press on such a control (pointerdown) is an early hint of the
 *   same need. The modules of the dialog the control opens are asked for with the application's, in one round,
 *   already at the first hint of the click (page-dialog-dress.ts);
 * - on a build with analytics, a visitor who accepted earlier: when the browser is idle, so that their page view is
 *   sent (and so is one who declined, on a build that counts them without cookies). A visitor who has not answered is
 *   shown the prerendered banner, whose buttons need the application; one who declined, by choice or by a privacy
 *   signal, loads nothing;
 * - the `load-app` event on the document, or the `data-load-app` attribute on <html>, for code that wants it now.
 */

import { preloadDialog } from "#app/bootstrap/dialog-preload.ts";
import { afterNextFrame } from "#app/bootstrap/first-paint.ts";
import { makeHeldClickAgain } from "#app/bootstrap/held-clicks.ts";
import type { PageAppModule } from "#app/bootstrap/page-app.ts";
import type { PageDialogHints } from "#app/bootstrap/page-dialog-dress.ts";
import {
  APP_ON_DEMAND_ATTRIBUTE,
  CONSENT_BANNER_ATTRIBUTE,
  HELD_CLICK_ATTRIBUTE,
  isHydrated,
  LOAD_APP_ATTRIBUTE,
  LOAD_APP_EVENT,
  NEEDS_APP_ATTRIBUTE,
  whenHydrated,
} from "#app/bootstrap/page-signals.ts";
import {
  CONSENT_DATE_STORAGE_KEY,
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
  countsWithoutCookies,
  currentChoice,
  effectiveConsent,
  hasPrivacySignal,
  parseStoredChoice,
  parseStoredDate,
} from "#app/lib/analytics/consent.ts";
import { keepConversion } from "#app/lib/analytics/conversions.ts";
import { ctaClickOf, onCtaFollowed } from "#app/lib/calls-to-action.ts";
import { SEARCH_WARM_LIST } from "#core/blog-search.ts";

const FORM_FIELD = "input, textarea, select";
const SEARCH_FIELD = "search input[type=search]";

/** The address holds a value for a field of the page's search box, as the box's form would send it. */
const searchInAddress = (): boolean => {
  const parameters = new URLSearchParams(window.location.search);
  return [...document.querySelectorAll<HTMLInputElement>("search input[name]")].some((field) => parameters.get(field.name));
};

export type AppOnDemandOptions = {
  analytics: boolean;
  cookieless: "off" | "on_reject";
  /** The module that preloads a dialog's modules, given the dialog's name (dialog-preload.ts); from the build. */
  dialogModules: string;
  /** The module that dresses the dialogs opened as plain HTML before hydration (page-dialog-dress.ts); from the build. */
  pageDialogDress: string;
  /** The module that answers the blog's search before hydration (page-search.ts); from the build. */
  pageSearch: string;
};

/** The stored choice as the consent store reads it (app/lib/analytics/consent-store.ts), without writing anything. */
const storedChoice = (): { choice: ConsentChoice | null; privacySignal: boolean } => {
  let choice = null;
  try {
    const stored = parseStoredChoice(localStorage.getItem(CONSENT_STORAGE_KEY));
    choice = currentChoice(stored, parseStoredDate(localStorage.getItem(CONSENT_DATE_STORAGE_KEY)), new Date());
  } catch {
    // Storage refused (some private modes): no stored choice.
  }
  return { choice, privacySignal: hasPrivacySignal(navigator as Navigator & { globalPrivacyControl?: boolean }) };
};

/**
 * A visitor who accepted earlier and clicks a call to action before the page has hydrated: the conversion is kept
 * for PostHog to send once loaded (a trial link leaves the site first). A click the bootstrap holds back for the
 * application is made again once hydrated, and counted then.
 */
const keepConversionsUntilHydrated = () =>
  onCtaFollowed((link) => {
    if (isHydrated() || link.hasAttribute(NEEDS_APP_ATTRIBUTE)) return;
    keepConversion({ event: "cta_clicked", properties: ctaClickOf(link) });
  });

const whenIdle = (then: () => void) => {
  if ("requestIdleCallback" in window) requestIdleCallback(then, { timeout: 3000 });
  else setTimeout(then, 200);
};

/**
 * Shows the prerendered banner to a visitor who has not answered, with room under the footer for it, as the
 * application's own banner keeps (space-below-page.tsx), until the application takes over.
 */
const askForConsent = () => {
  const banner = document.querySelector<HTMLElement>(`[${CONSENT_BANNER_ATTRIBUTE}]`);
  const footer = document.querySelector<HTMLElement>("body footer");
  if (!banner) return;
  banner.hidden = false;
  if (!footer) return;
  const room = banner.offsetHeight + Number.parseFloat(getComputedStyle(banner).bottom || "0");
  footer.style.paddingBottom = `${Number.parseFloat(getComputedStyle(footer).paddingBottom) + room}px`;
  whenHydrated(() => footer.style.removeProperty("padding-bottom"));
};

/**
 * Resolves once the visitor needs the application (see above); never, for a visitor who only reads. `pageApp`, the
 * page's application module, is preloaded at a hint of that need (page-dialog-dress.ts).
 */
export const appNeeded = (
  { analytics, cookieless, dialogModules, pageDialogDress, pageSearch }: AppOnDemandOptions,
  pageApp: string,
): Promise<void> =>
  new Promise((needed) => {
    const dress = () =>
      import(pageDialogDress)
        .then((module: { default: (hints: PageDialogHints) => void }) => module.default({ pageApp, dialogModules }))
        .catch(() => {});
    const stopListening: (() => void)[] = [];
    let asked = false;
    /** `control`: the name of the control whose press or click needs the application, if one does. */
    const need = (control?: string | null) => {
      if (asked) return;
      asked = true;
      for (const stop of stopListening) stop();
      dress();
      preloadDialog(dialogModules, control ?? document.documentElement.getAttribute(HELD_CLICK_ATTRIBUTE));
      needed();
    };
    const listen = <K extends keyof DocumentEventMap>(type: K, listener: (event: DocumentEventMap[K]) => void) => {
      document.addEventListener(type, listener);
      stopListening.push(() => document.removeEventListener(type, listener));
    };
    whenHydrated(makeHeldClickAgain);
    // Ready before a click, which opens its dialog at once (page-dialog.ts).
    whenIdle(dress);
    document.documentElement.setAttribute(APP_ON_DEMAND_ATTRIBUTE, "");
    if (document.documentElement.hasAttribute(LOAD_APP_ATTRIBUTE)) return need();
    listen(LOAD_APP_EVENT as keyof DocumentEventMap, () => need());
    listen("pointerdown", (event) => {
      const control = (event.target as Element).closest?.(`[${NEEDS_APP_ATTRIBUTE}]`);
      if (control) need(control.getAttribute(NEEDS_APP_ATTRIBUTE));
    });
    const fieldFocused = (field: Element | null) => {
      if (!field?.matches(FORM_FIELD)) return;
      if (!field.matches(SEARCH_FIELD)) return need();
      // The blog's search answers first (page-search.ts); the application follows once its index is in. The list of
      // the index's files comes beside the module that reads it, from the HTTP cache then (pagefind.ts).
      fetch(SEARCH_WARM_LIST).catch(() => {});
      import(pageSearch)
        .then((search: { default: (input: Element) => Promise<void> }) => search.default(field))
        .catch(() => {})
        .then(() => need());
    };
    listen("focusin", (event) => fieldFocused(event.target as Element | null));
    // Focus landed on a field before this ran (a fast tap, autofocus).
    fieldFocused(document.activeElement);
    if (asked) return;
    if (searchInAddress()) return need();
    if (!analytics) return;
    const stored = storedChoice();
    const consent = effectiveConsent(stored.choice, stored.privacySignal);
    if (consent === "granted") keepConversionsUntilHydrated();
    if (consent === "granted" || countsWithoutCookies(stored, cookieless)) whenIdle(() => need());
    else if (consent === "pending") askForConsent();
  });

/** Runs the page's application module once the visitor needs it (page-bootstrap.ts). */
export const runWhenNeeded = async (options: AppOnDemandOptions, pageApp: string): Promise<void> => {
  await appNeeded(options, pageApp);
  // The module has usually come long before (page-dialog-dress.ts): its preloads would otherwise hold up that frame.
  const app = (await import(pageApp)) as PageAppModule;
  // What the need drew at once (a dialog opened as HTML) is on the screen first.
  await afterNextFrame();
  await app.default();
};
