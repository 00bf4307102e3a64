import { leadForms } from "#content/lead-forms.ts";
import type { ContactMessageInput } from "#core/lead-forms.ts";
import { emailInputProps, InputField, personNameInputProps, TextAreaField } from "./form-field.tsx";
import { LeadFormActions } from "./lead-form-actions.tsx";
import { LeadFormFrame } from "./lead-form-frame.tsx";
import { useLeadForm } from "./use-lead-form.ts";

const definition = leadForms["contact-message"];
const { messages } = definition;

const emptyForm = { name: "", email: "", subject: "", message: "" } satisfies ContactMessageInput;

/** Get in Touch: the footer's Contact dialog. */
export default function ContactMessageForm({ onSuccess }: { onSuccess?: () => void }) {
  const { onSubmit, field, honeypotRef, isSubmitting } = useLeadForm(definition, { defaultValues: emptyForm, onSuccess });
  return (
    <LeadFormFrame formType="contact-message" onSubmit={onSubmit}>
      <InputField {...field("name")} required {...personNameInputProps} />
      <InputField {...field("email")} required {...emailInputProps} />
      <InputField {...field("subject")} className="sm:col-span-2" required />
      <TextAreaField {...field("message")} className="sm:col-span-2" required rows={5} />
      <LeadFormActions honeypotRef={honeypotRef} submitting={isSubmitting} messages={messages} />
    </LeadFormFrame>
  );
}
