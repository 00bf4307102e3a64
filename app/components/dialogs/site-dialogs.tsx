import { lazy, Suspense, useState } from "react";
import { useDialogs } from "./dialogs-context.tsx";

// The dialogs and their forms (Radix Dialog, react-hook-form, zod, the functions client) load when one is first opened.
const SiteDialogsContent = lazy(() => import("./site-dialogs-content.tsx"));

/** The two site-wide dialogs, Talk to Sales and Contact; nothing of them is in the first page load. */
export function SiteDialogs() {
  const { openDialog } = useDialogs();
  const [everOpened, setEverOpened] = useState(false);
  if (openDialog && !everOpened) setEverOpened(true);
  if (!everOpened) return null;
  return (
    <Suspense fallback={null}>
      <SiteDialogsContent />
    </Suspense>
  );
}
