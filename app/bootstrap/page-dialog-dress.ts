/**
 * What the dialogs the inline script opens as plain HTML before hydration (page-dialog.ts) are lent, kept out of the
 * inline script, whose bytes every page carries, and out of the bootstrap's module, whose budget they would break:
 * their title and description, a close button, and their frame's stylesheet (page-dialog.css), laid out as the
 * application's dialog is (app/components/ui/dialog.tsx), so that the hand-over does not move a thing. A module of
 * its own, which the bootstrap's module imports when the browser is first idle, or at the visitor's first need.
 */

import { PAGE_DIALOG_ATTRIBUTE } from "#app/bootstrap/page-signals.ts";

/** From the build: each dialog's words by its name, the close button's label and the frame's stylesheet. */
export type PageDialogCopy = {
  dialogs: Record<string, { title: string; description: string }>;
  close: string;
  stylesheet: string;
};

/** Gives a plain dialog its title (as its name and its heading), its description and a close button. */
export type PageDialogDress = (dialog: HTMLDialogElement, name: string) => void;

declare global {
  interface Window {
    pageDialogDress?: PageDialogDress;
  }
}

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, properties: Partial<HTMLElementTagNameMap[K]> = {}) =>
  Object.assign(document.createElement(tag), properties);

export const lendPageDialogDress = ({ dialogs, close, stylesheet }: PageDialogCopy): void => {
  document.head.append(element("link", { rel: "stylesheet", href: stylesheet }));
  window.pageDialogDress = (dialog, name) => {
    const words = dialogs[name];
    if (!words) return;
    const heading = element("div");
    heading.append(element("h2", { textContent: words.title }), element("p", { textContent: words.description }));
    dialog.ariaLabel = words.title;
    // Before the form, which may have come first; its cross is drawn by page-dialog.css.
    dialog.prepend(heading, element("button", { ariaLabel: close, onclick: () => dialog.close() }));
  };
  // A dialog opened before this module came is dressed now.
  for (const dialog of document.querySelectorAll<HTMLDialogElement>(`dialog[${PAGE_DIALOG_ATTRIBUTE}][open]`))
    if (!dialog.ariaLabel) window.pageDialogDress(dialog, dialog.getAttribute(PAGE_DIALOG_ATTRIBUTE) as string);
};
