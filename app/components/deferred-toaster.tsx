import { lazy, Suspense } from "react";
import { useDialogs } from "#app/components/dialogs/dialogs-context.tsx";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** Sonner's toaster, loaded only once a form is on its way: toasts only ever follow a form submission. */
export function DeferredToaster() {
  const { toasterWanted } = useDialogs();
  if (!toasterWanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
    </Suspense>
  );
}
