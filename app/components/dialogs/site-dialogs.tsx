import { type ComponentType, type ReactNode, useEffect, useState } from "react";
import { DeferredToaster } from "#app/components/deferred-toaster.tsx";
import { dialogPagePaths } from "./dialog-link.tsx";
import { type DialogName, useDialogs } from "./dialogs-context.tsx";
import type { DialogForm, DialogForms } from "./site-dialogs-content.tsx";

/** Each dialog's form, loaded when that dialog is first opened. */
const formModules: Record<DialogName, () => Promise<{ default: DialogForm }>> = {
  "contact-sales": () => import("#app/components/forms/contact-sales-form.tsx"),
  "contact-message": () => import("#app/components/forms/contact-message-form.tsx"),
};

type Loaded = { Content: ComponentType<{ forms: DialogForms; toaster: ReactNode }>; forms: DialogForms };

/**
 * The two site-wide dialogs, Talk to Sales and Contact; nothing of them is in the first page load. The dialogs
 * (app/components/ui/dialog.tsx) and the opened one's form (react-hook-form, zod, the functions client) are imported together, in one round
 * (the bootstrap has usually preloaded them), and the dialog opens once both have come, drawn with its form in one
 * commit: behind `lazy` and Suspense it would show a fallback first, and React reveals what replaces a fallback no
 * sooner than 300 ms after it, twice over for a form inside the lazy dialogs.
 */
export function SiteDialogs() {
  const { openDialog } = useDialogs();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const needed = openDialog !== null && loaded?.forms[openDialog] === undefined ? openDialog : null;
  useEffect(() => {
    if (!needed) return;
    Promise.all([import("./site-dialogs-content.tsx"), formModules[needed]()]).then(
      ([content, form]) =>
        setLoaded((current) => ({ Content: content.default, forms: { ...current?.forms, [needed]: form.default } })),
      // The dialog's code did not come (offline, a new deployment): its form's page has the form.
      () => window.location.assign(dialogPagePaths[needed]),
    );
  }, [needed]);
  return loaded ? <loaded.Content forms={loaded.forms} toaster={<DeferredToaster inDialog />} /> : null;
}
