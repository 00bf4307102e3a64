/**
 * Clicks that need the application, held back until it has hydrated the page, then made again. The holding is part
 * of the bootstrap's inline script (page-bootstrap.ts), so that a click is held from the
 * moment the page is parsed, not only once the bootstrap's module has come; the module makes the click again once
 * the page has hydrated. Small on purpose: every byte of the inline script is a byte of every page.
 */
import { openPageDialog, opensPageDialog } from "#app/bootstrap/page-dialog.ts";
import {
  HELD_CLICK_ATTRIBUTE,
  isHydrated,
  LOAD_APP_ATTRIBUTE,
  LOAD_APP_EVENT,
  NEEDS_APP_ATTRIBUTE,
  PAGE_DIALOG_ATTRIBUTE,
} from "#app/bootstrap/page-signals.ts";

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Until the page hydrates, a plain click on a control that needs the application is held back (the latest one
 * only), and the application asked for at once, whether or not the bootstrap's module has come yet (it reads the
 * attribute). A link to a dialog's page opens that dialog at once as plain HTML meanwhile (page-dialog.ts), which
 * the application's dialog takes over once hydrated.
 */
export const holdBackClicksUntilHydrated = (): void => {
  const root = document.documentElement;
  const onClick = (event: MouseEvent) => {
    // A click's target is an element (a text node never is).
    const control = (event.target as Element).closest(`[${NEEDS_APP_ATTRIBUTE}]`);
    if (!control || !isPlainClick(event) || isHydrated()) return;
    const name = control.getAttribute(NEEDS_APP_ATTRIBUTE) as string;
    event.preventDefault();
    event.stopPropagation();
    root.querySelector(`[${HELD_CLICK_ATTRIBUTE}]`)?.removeAttribute(HELD_CLICK_ATTRIBUTE);
    control.setAttribute(HELD_CLICK_ATTRIBUTE, "");
    root.setAttribute(HELD_CLICK_ATTRIBUTE, name);
    root.setAttribute(LOAD_APP_ATTRIBUTE, "");
    // A dialog link leads to the dialog's page on this site (a copy-link anchor, to the page itself).
    if (opensPageDialog(control)) openPageDialog(control, name, root);
    document.dispatchEvent(new Event(LOAD_APP_EVENT));
  };
  document.addEventListener("click", onClick, { capture: true });
};

/**
 * Once the page has hydrated, makes the held click again: on the same control (hydration keeps the elements), or on
 * the control of the same name that hydration drew in its place (a copy-link anchor becomes a button). Not if the
 * visitor has closed the dialog the click opened as plain HTML: its close event, which forgets the click
 * (page-dialog.ts), may still be on its way.
 */
export const makeHeldClickAgain = (): void => {
  const root = document.documentElement;
  const name = root.getAttribute(HELD_CLICK_ATTRIBUTE);
  if (name === null) return;
  root.removeAttribute(HELD_CLICK_ATTRIBUTE);
  const held = root.querySelector(`[${HELD_CLICK_ATTRIBUTE}]`);
  held?.removeAttribute(HELD_CLICK_ATTRIBUTE);
  const pageDialog = [...root.querySelectorAll<HTMLDialogElement>(`dialog[${PAGE_DIALOG_ATTRIBUTE}="${CSS.escape(name)}"]`)].at(
    -1,
  );
  if (pageDialog && !pageDialog.open) return;
  const control = held ?? root.querySelector(`[${NEEDS_APP_ATTRIBUTE}="${CSS.escape(name)}"]`);
  if (control instanceof HTMLElement) control.click();
};
