import { createContext, type ReactNode, use, useCallback, useMemo, useState } from "react";

export type DialogName = "contact-sales" | "get-in-touch";

type DialogsState = {
  openDialog: DialogName | null;
  show: (name: DialogName) => void;
  setOpen: (name: DialogName, open: boolean) => void;
};

const DialogsContext = createContext<DialogsState | null>(null);

/** Which site-wide dialog is open; buttons anywhere on the page open one by name. */
export function DialogsProvider({ children }: { children: ReactNode }) {
  const [openDialog, setOpenDialog] = useState<DialogName | null>(null);
  const show = useCallback((name: DialogName) => setOpenDialog(name), []);
  const setOpen = useCallback(
    (name: DialogName, open: boolean) => setOpenDialog((current) => (open ? name : current === name ? null : current)),
    [],
  );
  const value = useMemo(() => ({ openDialog, show, setOpen }), [openDialog, show, setOpen]);
  return <DialogsContext value={value}>{children}</DialogsContext>;
}

export const useDialogs = (): DialogsState => {
  const context = use(DialogsContext);
  if (!context) throw new Error("useDialogs must be used inside <DialogsProvider>.");
  return context;
};
