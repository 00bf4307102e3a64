import { lazy, Suspense } from "react";
import { Dialog, DialogContent } from "#app/components/ui/dialog.tsx";
import { site } from "#content/site.ts";
import { type DialogName, useDialogs } from "./dialogs-context.tsx";

const ContactSalesForm = lazy(() => import("#app/components/forms/contact-sales-form.tsx"));
const GetInTouchForm = lazy(() => import("#app/components/forms/get-in-touch-form.tsx"));

function FormLoading() {
  return (
    <div className="space-y-4" aria-busy="true" aria-live="polite">
      <span className="sr-only">Loading the form…</span>
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
          title="Talk to sales"
          description={`Tell us about your team and what you want ${site.name} to take off your plate. We reply within one business day.`}
        >
          <Suspense fallback={<FormLoading />}>
            <ContactSalesForm onSuccess={close("contact-sales")} />
          </Suspense>
        </DialogContent>
      </Dialog>
      <Dialog open={openDialog === "get-in-touch"} onOpenChange={(open) => setOpen("get-in-touch", open)}>
        <DialogContent
          onCloseAutoFocus={returnFocus}
          title="Get in touch"
          description="Questions, feedback or press: send us a message and a person will answer."
        >
          <Suspense fallback={<FormLoading />}>
            <GetInTouchForm onSuccess={close("get-in-touch")} />
          </Suspense>
        </DialogContent>
      </Dialog>
    </>
  );
}
