/**
 * The application on demand: a prerendered page loads React and its own modules only once the visitor does something
 * that needs them. Until then every link, form, menu and FAQ works as plain HTML. Bundled into the bootstrap script of
 * every built page (scripts/build-steps/paint-first.ts), which awaits `appNeeded` after the first paint, then loads
 * and hydrates the application. See docs/decisions/099-the-application-loads-on-demand.md.
 *
 * What counts as need:
 * - focus on a form field (a form, the blog's search): typed characters stay, the form validates as now once hydrated;
 * - a click on a control marked `data-needs-app` (Talk to Sales and Contact, cookie settings): held back, then
 *   replayed on the same element once the page has hydrated, or, for a link, followed if that takes too long;
 * - on a build with analytics, a visitor whose consent is granted (their page view is sent) or not yet given (the
 *   banner must ask): when the browser is idle. A visitor who declined, by choice or by a privacy signal, loads nothing;
 * - the `load-app` event on the document, or the `data-load-app` attribute on <html>, for code that wants it now.
 *
 * Meanwhile it records the landing page's first-touch attribution, which the application used to record when it
 * hydrated: a visitor may land, follow links and send a form pages later.
 */
import {
  CONSENT_DATE_STORAGE_KEY,
  CONSENT_STORAGE_KEY,
  type ConsentState,
  currentChoice,
  effectiveConsent,
  hasPrivacySignal,
  parseStoredChoice,
  parseStoredDate,
} from "#app/lib/analytics/consent.ts";
import { captureFirstTouch } from "#app/lib/attribution.ts";

export const LOAD_APP_EVENT = "load-app";
export const LOAD_APP_ATTRIBUTE = "data-load-app";
export const NEEDS_APP_ATTRIBUTE = "data-needs-app";
/** Set on <html> by app/root.tsx once React has hydrated the page. */
const HYDRATED_ATTRIBUTE = "data-hydrated";
const FORM_FIELD = "input, textarea, select";
/** A held-back link click that waited this long for the application follows its link instead. */
const FOLLOW_LINK_AFTER_MS = 8000;

export type AppOnDemandOptions = { analytics: boolean };

/** The stored consent as the consent store reads it (app/lib/analytics/consent-store.ts), without writing anything. */
const storedConsent = (): ConsentState => {
  let choice = null;
  try {
    const stored = parseStoredChoice(localStorage.getItem(CONSENT_STORAGE_KEY));
    choice = currentChoice(stored, parseStoredDate(localStorage.getItem(CONSENT_DATE_STORAGE_KEY)), new Date());
  } catch {
    // Storage refused (some private modes): no stored choice.
  }
  return effectiveConsent(choice, hasPrivacySignal(navigator as Navigator & { globalPrivacyControl?: boolean }));
};

const isHydrated = () => document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);

const whenHydrated = (then: () => void) => {
  if (isHydrated()) return then();
  const observer = new MutationObserver(() => {
    if (!isHydrated()) return;
    observer.disconnect();
    then();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
};

const whenIdle = (then: () => void) => {
  if ("requestIdleCallback" in window) requestIdleCallback(then, { timeout: 3000 });
  else setTimeout(then, 200);
};

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Until the page hydrates, a plain click on a control that needs the application is held back and the application
 * asked for; once hydrated, the latest such click happens again on the same element (hydration keeps the elements).
 */
const holdBackClicksUntilHydrated = (needApp: () => void) => {
  let pending: Element | null = null;
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(`[${NEEDS_APP_ATTRIBUTE}]`) : null;
    if (!control || !isPlainClick(event) || isHydrated()) return;
    event.preventDefault();
    event.stopPropagation();
    pending = control;
    needApp();
    if (control instanceof HTMLAnchorElement) {
      setTimeout(() => {
        if (pending === control && !isHydrated()) window.location.assign(control.href);
      }, FOLLOW_LINK_AFTER_MS);
    }
  };
  document.addEventListener("click", onClick, { capture: true });
  whenHydrated(() => {
    document.removeEventListener("click", onClick, { capture: true });
    const control = pending;
    pending = null;
    if (control?.isConnected && control instanceof HTMLElement) control.click();
  });
};

/** Resolves once the visitor needs the application (see above); never, for a visitor who only reads. */
export const appNeeded = ({ analytics }: AppOnDemandOptions): Promise<void> =>
  new Promise((needed) => {
    captureFirstTouch();
    const stopListening: (() => void)[] = [];
    let asked = false;
    const need = () => {
      if (asked) return;
      asked = true;
      for (const stop of stopListening) stop();
      needed();
    };
    const listen = <K extends keyof DocumentEventMap>(type: K, listener: (event: DocumentEventMap[K]) => void) => {
      document.addEventListener(type, listener);
      stopListening.push(() => document.removeEventListener(type, listener));
    };
    holdBackClicksUntilHydrated(need);
    if (document.documentElement.hasAttribute(LOAD_APP_ATTRIBUTE)) return need();
    listen(LOAD_APP_EVENT as keyof DocumentEventMap, need);
    listen("focusin", (event) => {
      if (event.target instanceof Element && event.target.matches(FORM_FIELD)) need();
    });
    // Focus landed on a field before this ran (a fast tap, autofocus).
    if (document.activeElement?.matches(FORM_FIELD)) return need();
    if (analytics && storedConsent() !== "denied") whenIdle(need);
  });
