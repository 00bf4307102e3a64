import { createContext, type ReactNode, type RefObject, use, useCallback, useMemo, useRef, useState } from "react";
import { whenPageDialogClosed } from "#app/components/dialogs/page-dialog-hand-over.ts";

export type DialogName = "contact-sales" | "contact-message";

type DialogsState = {
  openDialog: DialogName | null;
  /**
   * Counts the openings: a dialog opened again is drawn anew. A native dialog closed by Escape tells the page so
   * only a task later (its close event), and a click in between must open it, not be undone by that event.
   */
  opening: number;
  /** True once a form may need to show a toast: the toaster's code loads only from then on. */
  toasterWanted: boolean;
  /** Opens the dialog `name`; focus returns to `opener` on close (by default, what has the focus now). */
  show: (name: DialogName, opener?: HTMLElement) => void;
  setOpen: (name: DialogName, open: boolean) => void;
  requestToaster: () => void;
  /** The control that opened the dialog: focus goes back to it on close. */
  openerRef: RefObject<HTMLElement | null>;
};

const DialogsContext = createContext<DialogsState | null>(null);

/** Which site-wide dialog is open; buttons anywhere on the page open one by name. */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [openDialog, setOpenDialog] = useState<DialogName | null>(null);
  const [opening, setOpening] = useState(0);
  const [toasterWanted, setToasterWanted] = useState(false);
  const openerRef = useRef<HTMLElement | null>(null);
  const requestToaster = useCallback(() => setToasterWanted(true), []);
  const setOpen = useCallback(
    (name: DialogName, open: boolean) => setOpenDialog((current) => (open ? name : current === name ? null : current)),
    [],
  );
  const show = useCallback(
    (name: DialogName, opener?: HTMLElement) => {
      openerRef.current = opener ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null);
      setToasterWanted(true);
      setOpenDialog(name);
      setOpening((count) => count + 1);
      whenPageDialogClosed(name, () => setOpen(name, false));
    },
    [setOpen],
  );
  const value = useMemo(
    () => ({ openDialog, opening, toasterWanted, show, setOpen, requestToaster, openerRef }),
    [openDialog, opening, toasterWanted, show, setOpen, requestToaster],
  );
  return <DialogsContext value={value}>{children}</DialogsContext>;
}

export const useDialogs = (): DialogsState => {
  const context = use(DialogsContext);
  if (!context) throw new Error("useDialogs must be used inside <DialogsProvider>.");
  return context;
};
