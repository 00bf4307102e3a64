import type { ComponentType, ReactNode } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { leadFormCopy } from "#content/lead-forms.ts";
import { type DialogName, useDialogs } from "./dialogs-context.tsx";

export type DialogForm = ComponentType<{ onClose?: () => void }>;
/** The dialogs' forms that have loaded (site-dialogs.tsx): a dialog opens only once its form is here. */
export type DialogForms = Partial<Record<DialogName, DialogForm>>;

const DIALOGS: DialogName[] = ["contact-sales", "contact-message"];

/**
 * Talk to Sales (contact sales) and Contact (Get in Touch); closed, each gives the focus back to its opener. The open
 * one holds the toaster (`toaster`, given by site-dialogs.tsx, so that its module stays the page's).
 */
export default function SiteDialogsContent({ forms, toaster }: { forms: DialogForms; toaster: ReactNode }) {
  const { openDialog, opening, setOpen, openerRef } = useDialogs();
  return DIALOGS.map((name) => {
    const Form = forms[name];
    return (
      <Dialog
        key={`${name}-${opening}`}
        open={openDialog === name && Form !== undefined}
        onOpenChange={(open) => setOpen(name, open)}
        onClosed={() => openerRef.current?.focus()}
        title={leadFormCopy[name].dialog.title}
        description={leadFormCopy[name].dialog.description}
      >
        {Form && <Form onClose={() => setOpen(name, false)} />}
        {toaster}
      </Dialog>
    );
  });
}
