import { lazy, Suspense } from "react";
import { Dialog, DialogContent } from "#app/components/ui/dialog.tsx";
import { commonFormCopy, contactMessageFormCopy, contactSalesFormCopy } from "#content/lead-forms.ts";
import { type DialogName, useDialogs } from "./dialogs-context.tsx";

const ContactSalesForm = lazy(() => import("#app/components/forms/contact-sales-form.tsx"));
const ContactMessageForm = lazy(() => import("#app/components/forms/contact-message-form.tsx"));

function FormLoading() {
  return (
    <div className="space-y-4" aria-busy="true" aria-live="polite">
      <span className="sr-only">{commonFormCopy.loading}</span>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="h-16 animate-pulse-soft rounded-xl bg-ink-100" />
      ))}
    </div>
  );
}

/** Talk to Sales (contact sales) and Contact (Get in Touch); Radix traps focus inside and returns it on close. */
export default function SiteDialogsContent() {
  const { openDialog, setOpen, openerRef } = useDialogs();
  const close = (name: DialogName) => () => setOpen(name, false);
  const returnFocus = (event: Event) => {
    event.preventDefault();
    openerRef.current?.focus();
  };
  return (
    <>
      <Dialog open={openDialog === "contact-sales"} onOpenChange={(open) => setOpen("contact-sales", open)}>
        <DialogContent
          onCloseAutoFocus={returnFocus}
          title={contactSalesFormCopy.dialog.title}
          description={contactSalesFormCopy.dialog.description}
        >
          <Suspense fallback={<FormLoading />}>
            <ContactSalesForm onClose={close("contact-sales")} />
          </Suspense>
        </DialogContent>
      </Dialog>
      <Dialog open={openDialog === "contact-message"} onOpenChange={(open) => setOpen("contact-message", open)}>
        <DialogContent
          onCloseAutoFocus={returnFocus}
          title={contactMessageFormCopy.dialog.title}
          description={contactMessageFormCopy.dialog.description}
        >
          <Suspense fallback={<FormLoading />}>
            <ContactMessageForm onClose={close("contact-message")} />
          </Suspense>
        </DialogContent>
      </Dialog>
    </>
  );
}
