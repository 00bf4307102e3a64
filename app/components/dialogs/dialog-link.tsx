/**
 * A link to a dialog's form on its page (/contact-sales, /contact), at the form. It works as a link with JavaScript off;
 * before hydration, a plain click opens the dialog at once as plain HTML and loads the application, whose dialog takes
 * it over (app/bootstrap/page-dialog.ts, page-dialog-hand-over.ts); once
 * hydrated, a plain click opens the dialog, while a click meant for a new tab or window still follows the link. Inside a popover (the mobile menu), the popover closes first and the dialog
 * later returns focus to the control that opened that popover.
 */
import type { ComponentProps, MouseEvent } from "react";
import { NEEDS_APP_ATTRIBUTE } from "#app/bootstrap/page-signals.ts";
import { ctaAttributes } from "#app/lib/calls-to-action.ts";
import { formHref } from "#core/lead-form-anchors.ts";
import { type DialogName, useDialogs } from "./dialogs-context.tsx";

export const dialogPagePaths: Record<DialogName, string> = {
  "contact-sales": formHref("contact-sales"),
  "contact-message": formHref("contact-message"),
};

const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** The popover `element` is in, and the control that toggles it. */
const enclosingPopover = (element: HTMLElement) => {
  const popover = element.closest<HTMLElement>("[popover]");
  if (!popover) return undefined;
  const invoker = document.querySelector<HTMLElement>(`[popovertarget="${CSS.escape(popover.id)}"]`);
  return { popover, invoker };
};

export function DialogLink({ dialog, onClick, ...props }: Omit<ComponentProps<"a">, "href"> & { dialog: DialogName }) {
  const { show } = useDialogs();
  const openDialog = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || opensElsewhere(event)) return;
    event.preventDefault();
    const inPopover = enclosingPopover(event.currentTarget);
    if (inPopover?.popover.matches(":popover-open")) {
      inPopover.invoker?.focus();
      inPopover.popover.hidePopover();
    }
    // The opener, not what has the focus: a click made again once hydrated comes while the plain dialog opened
    // before hydration has it (app/bootstrap/page-dialog.ts), and that dialog closed its popover already.
    show(dialog, inPopover?.invoker ?? event.currentTarget);
  };
  const cta = dialog === "contact-sales" ? ctaAttributes("talk_to_sales") : {};
  return <a href={dialogPagePaths[dialog]} onClick={openDialog} {...{ [NEEDS_APP_ATTRIBUTE]: dialog }} {...cta} {...props} />;
}
