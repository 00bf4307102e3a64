import { lazy, Suspense } from "react";
import { useDialogs } from "#app/components/dialogs/dialogs-context.tsx";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

const TOASTS_TOP = "calc(var(--header-height) + 0.75rem)";

/**
 * Sonner's toaster, loaded only once a form is on its way: toasts only ever follow a form submission. The page's
 * toaster gives way to the open dialog's (`inDialog`): a modal dialog is drawn above everything in the page and
 * makes it inert, so a toast about its form must be drawn inside it.
 */
export function DeferredToaster({ inDialog = false }: { inDialog?: boolean }) {
  const { toasterWanted, openDialog } = useDialogs();
  if (!toasterWanted || (openDialog !== null) !== inDialog) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        // Under the fixed header, never over it: at the bottom a toast would cover a phone dialog's submit button
        // and the consent banner's choices.
        position="top-center"
        offset={{ top: TOASTS_TOP }}
        mobileOffset={{ top: TOASTS_TOP }}
        richColors
        closeButton
        // Sonner's own stylesheet gives the toaster a system font stack; toasts take the site's font from the page.
        style={{ fontFamily: "inherit" }}
      />
    </Suspense>
  );
}
