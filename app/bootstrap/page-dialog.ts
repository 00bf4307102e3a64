/**
 * Before the page has hydrated, a dialog link (Talk to Sales, Contact) opens its dialog at once as plain HTML: a
 * native modal `<dialog>` (its frame, focus trap, Escape and inert page come with `showModal()`) with the dialog's
 * title, then the form taken from the link's own page (/contact-sales, /contact), which posts without JavaScript.
 * The application hydrates behind it and its dialog takes over what was typed and the focus
 * (app/components/dialogs/page-dialog-hand-over.ts). Part of the bootstrap's inline script, where every byte is a
 * byte of every page: the dialog's words, frame and close button come from the bootstrap's module
 * (page-dialog-dress.ts), which has come long before a click but for the first moments of a visit; until then the
 * dialog holds the form alone, and Escape closes it. The first field takes the focus when the form comes.
 */
import { HELD_CLICK_ATTRIBUTE, PAGE_DIALOG_ATTRIBUTE } from "#app/bootstrap/page-signals.ts";

/** A control that opens its dialog as plain HTML: a link to the dialog's page on this site, not to this page. */
export const opensPageDialog = (control: Element | null): control is HTMLAnchorElement =>
  control instanceof HTMLAnchorElement && control.origin === location.origin && control.pathname !== location.pathname;

export const openPageDialog = (link: HTMLAnchorElement, name: string, root: HTMLElement): void => {
  const dialog = document.createElement("dialog");
  dialog.setAttribute(PAGE_DIALOG_ATTRIBUTE, name);
  window.pageDialogDress?.(dialog, name);
  // Closed before the application came: it must not open the dialog again once it has.
  dialog.onclose = () => root.removeAttribute(HELD_CLICK_ATTRIBUTE);
  // Inside the mobile menu: the menu closes and gives the focus back to its button, where it returns on close.
  link.closest<HTMLElement>("[popover]")?.hidePopover();
  document.body.append(dialog);
  dialog.showModal();
  // The form's page, asked for already at the click's first hint once page-dialog-dress.ts has come.
  (window.pageDialogForm || fetch)(link.href)
    .then((response) => response.text())
    .then((html) => {
      const page = new DOMParser().parseFromString(html, "text/html");
      // The form's page holds one form in its main part.
      const form = page.querySelector("main form") as HTMLFormElement;
      // The form's page's critical CSS (this page's rules, in the same layers, plus the form's), right after this
      // page's, before the whole stylesheet the application loads, whose order then decides.
      (document.querySelector("style") as HTMLStyleElement).after(page.querySelector("style") as HTMLStyleElement);
      dialog.append(form);
      form.querySelector("input")?.focus();
    })
    .catch(() => {
      if (dialog.open) location.href = link.href;
    });
};
