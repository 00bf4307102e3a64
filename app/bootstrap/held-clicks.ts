/**
 * Clicks that need the application, held back until it has hydrated the page, then made again. The holding is part
 * of the bootstrap's inline script (page-bootstrap.ts), so that a click is held from the
 * moment the page is parsed, not only once the bootstrap's module has come; the module makes the click again once
 * the page has hydrated. Small on purpose: every byte of the inline script is a byte of every page.
 */
import {
  APP_ON_DEMAND_ATTRIBUTE,
  HELD_CLICK_ATTRIBUTE,
  isHydrated,
  LOAD_APP_ATTRIBUTE,
  LOAD_APP_EVENT,
  NEEDS_APP_ATTRIBUTE,
} from "#app/bootstrap/page-signals.ts";

/** A held-back link click that waited this long for the application follows its link instead. */
const FOLLOW_LINK_AFTER_MS = 8000;

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A link to another page of this site: where a held-back click may go when the application is slow to come. */
const leadsElsewhereHere = (link: HTMLAnchorElement) =>
  link.origin === window.location.origin && link.pathname !== window.location.pathname;

/**
 * Until the page hydrates, a plain click on a control that needs the application is held back (the latest one
 * only), and the application asked for at once, whether or not the bootstrap's module has come yet (it reads the
 * attribute). A link to another page of the site, clicked before that module has come, is followed at once instead:
 * the application is further away than its page (Talk to Sales leads to the contact-sales page).
 */
export const holdBackClicksUntilHydrated = (): void => {
  const root = document.documentElement;
  const onClick = (event: MouseEvent) => {
    const control = event.target instanceof Element ? event.target.closest(`[${NEEDS_APP_ATTRIBUTE}]`) : null;
    if (!control || !isPlainClick(event) || isHydrated()) return;
    const link = control instanceof HTMLAnchorElement && leadsElsewhereHere(control) ? control : null;
    if (link && !root.hasAttribute(APP_ON_DEMAND_ATTRIBUTE)) return;
    event.preventDefault();
    event.stopPropagation();
    root.querySelector(`[${HELD_CLICK_ATTRIBUTE}]`)?.removeAttribute(HELD_CLICK_ATTRIBUTE);
    control.setAttribute(HELD_CLICK_ATTRIBUTE, "");
    root.setAttribute(HELD_CLICK_ATTRIBUTE, control.getAttribute(NEEDS_APP_ATTRIBUTE) ?? "");
    root.setAttribute(LOAD_APP_ATTRIBUTE, "");
    document.dispatchEvent(new Event(LOAD_APP_EVENT));
    if (link) {
      setTimeout(() => {
        if (link.hasAttribute(HELD_CLICK_ATTRIBUTE) && !isHydrated()) window.location.assign(link.href);
      }, FOLLOW_LINK_AFTER_MS);
    }
  };
  document.addEventListener("click", onClick, { capture: true });
};

/**
 * Once the page has hydrated, makes the held click again: on the same control (hydration keeps the elements), or on
 * the control of the same name that hydration drew in its place (a copy-link anchor becomes a button).
 */
export const makeHeldClickAgain = (): void => {
  const root = document.documentElement;
  const name = root.getAttribute(HELD_CLICK_ATTRIBUTE);
  if (name === null) return;
  root.removeAttribute(HELD_CLICK_ATTRIBUTE);
  const held = root.querySelector(`[${HELD_CLICK_ATTRIBUTE}]`);
  held?.removeAttribute(HELD_CLICK_ATTRIBUTE);
  const control = held ?? root.querySelector(`[${NEEDS_APP_ATTRIBUTE}="${CSS.escape(name)}"]`);
  if (control instanceof HTMLElement) control.click();
};
