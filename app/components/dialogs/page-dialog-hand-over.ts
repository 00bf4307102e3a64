/**
 * The hand-over from the dialog the bootstrap opened as plain HTML before the page hydrated (app/bootstrap/
 * page-dialog.ts) to the application's dialog of the same name: the application's form adopts what the visitor typed
 * there, field by field name, and once its fields hold it, the plain dialog closes and the focus goes to the field
 * of the name that had it. Without it the visitor would lose what they typed while the application came.
 */
import { PAGE_DIALOG_ATTRIBUTE } from "#app/bootstrap/page-signals.ts";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The application's dialog (app/components/ui/dialog.tsx), which takes over from the plain one. */
const APP_DIALOG = `dialog:not([${PAGE_DIALOG_ATTRIBUTE}])`;

const openPageDialog = (): HTMLDialogElement | null =>
  document.querySelector<HTMLDialogElement>(`dialog[${PAGE_DIALOG_ATTRIBUTE}][open]`);

/** What the visitor typed into the plain dialog's field of `element`'s name, for a field of the application's dialog. */
export const handedOverValue = (element: Field): string => {
  if (!element.name || !element.closest(APP_DIALOG)) return "";
  return openPageDialog()?.querySelector<Field>(`[name="${CSS.escape(element.name)}"]`)?.value ?? "";
};

/**
 * Calls `closed` when the visitor closes the plain dialog `name` before the application's dialog takes over: a page
 * busy hydrating handles their Escape only after it has made their held click again (app/bootstrap/held-clicks.ts),
 * and the application's dialog, still loading its code, must then not open. The hand-over removes the plain dialog
 * without closing it.
 */
export const whenPageDialogClosed = (name: string, closed: () => void): void => {
  const dialog = document.querySelector<HTMLDialogElement>(`dialog[${PAGE_DIALOG_ATTRIBUTE}="${CSS.escape(name)}"][open]`);
  dialog?.addEventListener("close", () => dialog.isConnected && closed(), { once: true });
};

/**
 * Closes the plain dialog, if one is open, for the application's dialog that `field` is in; returns the name of its
 * field that had the focus, for the application's form to focus its own.
 */
export const closePageDialog = (field: Element | null | undefined): string | null => {
  const dialog = openPageDialog();
  if (!dialog || !field?.closest(APP_DIALOG)) return null;
  const focused = dialog.contains(document.activeElement) ? document.activeElement?.getAttribute("name") : null;
  // Removed, not closed first: closing gives the focus back to the link, a forced style pass over the whole page
  // (tens of milliseconds on a slow phone), only for the application's dialog to take it at once.
  dialog.remove();
  return focused ?? null;
};
