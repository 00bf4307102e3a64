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
 * - on a build with analytics, a visitor who accepted earlier: when the browser is idle, so that their page view is
 *   sent. A visitor who has not answered is shown the prerendered banner, whose buttons need the application; one who
 *   declined, by choice or by a privacy signal, loads nothing;
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
/**
 * Marks a control whose click needs the application; its value names the control, so that the click can find it
 * again when hydration draws it anew (a copy-link anchor becomes a button).
 */
export const NEEDS_APP_ATTRIBUTE = "data-needs-app";
/** The prerendered consent banner, hidden until the visitor's answer is read (app/components/consent/analytics.tsx). */
export const CONSENT_BANNER_ATTRIBUTE = "data-consent-banner";
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

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A link to another page of this site: where a held-back click may go when the application is slow to come. */
const leadsElsewhereHere = (link: HTMLAnchorElement) =>
  link.origin === window.location.origin && link.pathname !== window.location.pathname;

/**
 * Until the page hydrates, a plain click on a control that needs the application is held back and the application
 * asked for; once hydrated, the latest such click happens again on the same element (hydration keeps the elements),
 * or on the control of the same name that hydration drew in its place.
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
    if (control instanceof HTMLAnchorElement && leadsElsewhereHere(control)) {
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
    if (!control) return;
    const name = control.getAttribute(NEEDS_APP_ATTRIBUTE) ?? "";
    const target = control.isConnected ? control : document.querySelector(`[${NEEDS_APP_ATTRIBUTE}="${CSS.escape(name)}"]`);
    if (target instanceof HTMLElement) target.click();
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
    if (!analytics) return;
    const consent = storedConsent();
    if (consent === "granted") whenIdle(need);
    else if (consent === "pending") askForConsent();
  });
