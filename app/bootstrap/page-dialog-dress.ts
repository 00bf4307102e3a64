/**
 * What the dialogs the inline script opens as plain HTML before hydration (page-dialog.ts) are lent, kept out of the
 * inline script, whose bytes every page carries, and out of the bootstrap's module, whose budget they would break:
 * their title and description, a close button, and their frame's stylesheet (page-dialog.css), laid out as the
 * application's dialog is (app/components/ui/dialog.tsx), so that the hand-over does not move a thing; and their
 * forms, asked for at the first hint of a click (a pointer over the link, the link focused, the menu holding it
 * opened; see dialogLinksIn), so that the form is on its way before the application's modules, which the click asks
 * for, share the network with it; and at the same hint, the application's and the dialog's modules. A module of its
 * own, which the bootstrap's module imports when the browser is first idle, or at the visitor's first need.
 */

import { preloadDialog } from "#app/bootstrap/dialog-preload.ts";
import { afterNextFrame } from "#app/bootstrap/first-paint.ts";
import type { PageAppModule } from "#app/bootstrap/page-app.ts";
import { opensPageDialog } from "#app/bootstrap/page-dialog.ts";
import { isHydrated, NEEDS_APP_ATTRIBUTE, PAGE_DIALOG_ATTRIBUTE } from "#app/bootstrap/page-signals.ts";
import { CTA_ATTRIBUTE } from "#app/lib/calls-to-action.ts";

/** From the build: each dialog's words by its name, the close button's label and the frame's stylesheet. */
export type PageDialogCopy = {
  dialogs: Record<string, { title: string; description: string }>;
  close: string;
  stylesheet: string;
};

/** Gives a plain dialog its title (as its name and its heading), its description and a close button. */
export type PageDialogDress = (dialog: HTMLDialogElement, name: string) => void;

/**
 * The page at `href`, which holds a dialog's form, as `fetch` answers it: asked for once, whether by a hint or by the
 * click; each caller gets a copy of the answer to read.
 */
export type PageDialogForm = (href: string) => Promise<Response>;

declare global {
  interface Window {
    pageDialogDress?: PageDialogDress;
    pageDialogForm?: PageDialogForm;
  }
}

/**
 * The links a hint points at that open a dialog before hydration (page-dialog.ts): the link under the pointer or
 * focused, or the call to action of a menu just opened (not each of its links: on a slow phone, every form page asked
 * for slows the one the visitor wants).
 */
const dialogLinksIn = (target: EventTarget | null): HTMLAnchorElement[] => {
  if (!(target instanceof Element)) return [];
  const links = target.matches("[popover]") ? [menuCallToAction(target)] : [target.closest(`a[${NEEDS_APP_ATTRIBUTE}]`)];
  return links.filter(opensPageDialog);
};

/** The call to action in a menu (a popover) that needs the application, if it has one. */
const menuCallToAction = (target: EventTarget | null) =>
  target instanceof Element && target.matches("[popover]")
    ? target.querySelector(`a[${NEEDS_APP_ATTRIBUTE}][${CTA_ATTRIBUTE}]`)
    : null;

const lendPageDialogForms = () => {
  const asked = new Map<string, Promise<Response>>();
  window.pageDialogForm = (href) => {
    const page = href.split("#")[0] as string;
    let answer = asked.get(page);
    if (!answer) {
      answer = fetch(page);
      asked.set(page, answer);
      // A hint that failed (offline a moment) leaves the click to ask again.
      answer.then((response) => response.ok || asked.delete(page)).catch(() => asked.delete(page));
    }
    return answer.then((response) => response.clone());
  };
  const hint = (event: Event) => {
    for (const link of dialogLinksIn(event.target)) window.pageDialogForm?.(link.href).catch(() => undefined);
  };
  for (const type of ["pointerover", "focusin"]) document.addEventListener(type, hint, { passive: true });
  // A popover's toggle does not bubble: the capture phase still passes the document.
  document.addEventListener("toggle", (event) => (event as ToggleEvent).newState === "open" && hint(event), { capture: true });
};

/** The modules a hint preloads, from the bootstrap's module: the page's application, the dialogs' lists (dialog-preload.ts). */
export type PageDialogHints = { pageApp: string; dialogModules: string };

/**
 * At the first hint of a click on a control that needs the application (the pointer over it, focus, a touch), asks
 * for everything the application and that control's dialog will run, in one round, rather than at the click: about
 * two round trips sooner on a slow phone. The two small modules that name them (about 1 KB) come at once, with this
 * one, so that a hint asks for the rest without a round trip; the preloads themselves wait for the next frame, so
 * that a click already on its way (a tap) draws its dialog first.
 */
const preloadAtHints = ({ pageApp, dialogModules }: PageDialogHints) => {
  const app = import(pageApp) as Promise<PageAppModule>;
  app.catch(() => {});
  import(dialogModules).catch(() => {});
  const hinted = new Set<string>();
  const hintAt = (control: Element | null | undefined) => {
    const name = control?.getAttribute(NEEDS_APP_ATTRIBUTE);
    if (typeof name !== "string" || hinted.has(name) || isHydrated()) return;
    const first = hinted.size === 0;
    hinted.add(name);
    afterNextFrame().then(() => {
      if (first) app.then((module) => module.preload()).catch(() => {});
      preloadDialog(dialogModules, name);
    });
  };
  const hint = (event: Event) => hintAt((event.target as Element).closest?.(`[${NEEDS_APP_ATTRIBUTE}]`));
  for (const type of ["pointerover", "focusin", "touchstart"]) document.addEventListener(type, hint, { passive: true });
  // A menu opened: its call to action is its likeliest link (as for its form, above).
  const menuOpened = (event: Event) => (event as ToggleEvent).newState === "open" && hintAt(menuCallToAction(event.target));
  document.addEventListener("toggle", menuOpened, { capture: true, passive: true });
};

/**
 * An open menu sheet (a popover) is modal, before the application as after it: Tab from its last control goes to its
 * first and Shift+Tab from its first to its last, and focus that lands outside it (a click on the scrim does not move
 * it, but a screen reader's cursor can) goes back to its first control. Its page stops scrolling meanwhile (page-dialog.css).
 */
const keepFocusInMenus = () => {
  const openMenu = () => document.querySelector<HTMLElement>("[popover]:popover-open");
  const controls = (menu: HTMLElement) => [...menu.querySelectorAll<HTMLElement>("a[href], button")];
  document.addEventListener("keydown", (event) => {
    const menu = openMenu();
    if (event.key !== "Tab" || !menu) return;
    const inside = controls(menu);
    if (document.activeElement !== (event.shiftKey ? inside[0] : inside.at(-1))) return;
    event.preventDefault();
    (event.shiftKey ? inside.at(-1) : inside[0])?.focus();
  });
  document.addEventListener("focusin", (event) => {
    const menu = openMenu();
    if (menu && !menu.contains(event.target as Node)) controls(menu)[0]?.focus();
  });
};

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, properties: Partial<HTMLElementTagNameMap[K]> = {}) =>
  Object.assign(document.createElement(tag), properties);

/**
 * Lends the dialogs their dress and asks for their forms at a hint; returns what starts the application's preloads
 * at a hint, which the bootstrap's module calls (once; again is ignored) with the page's modules.
 */
export const lendPageDialogDress = ({ dialogs, close, stylesheet }: PageDialogCopy): ((hints: PageDialogHints) => void) => {
  document.head.append(element("link", { rel: "stylesheet", href: stylesheet }));
  lendPageDialogForms();
  keepFocusInMenus();
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
  let preloading = false;
  return (hints) => {
    if (!preloading) preloadAtHints(hints);
    preloading = true;
  };
};
