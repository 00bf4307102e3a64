import type { Ref } from "react";
import { HoneypotField } from "./honeypot-field.tsx";
import { PrivacyNote } from "./privacy-note.tsx";
import { SubmitButton } from "./submit-button.tsx";

type LeadFormActionsProps = {
  honeypotRef: Ref<HTMLInputElement>;
  submitting: boolean;
  messages: { submit: string; submitting: string };
};

/** What ends every lead form: the bots' field, the full-width submit and the note on how the data is used. */
export function LeadFormActions({ honeypotRef, submitting, messages }: LeadFormActionsProps) {
  return (
    <>
      <HoneypotField inputRef={honeypotRef} />
      <div className="mt-1 grid gap-3 sm:col-span-2">
        <SubmitButton submitting={submitting} label={messages.submit} submittingLabel={messages.submitting} />
        <PrivacyNote />
      </div>
    </>
  );
}
