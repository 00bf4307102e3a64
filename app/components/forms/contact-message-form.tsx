import { leadForms } from "#content/lead-forms.ts";
import type { ContactMessageInput } from "#core/lead-forms.ts";
import { emailInputProps, InputField, personNameInputProps, TextAreaField } from "./form-field.tsx";
import { LeadFormActions } from "./lead-form-actions.tsx";
import { LeadFormFrame } from "./lead-form-frame.tsx";
import { useLeadForm } from "./use-lead-form.ts";

const definition = leadForms["contact-message"];
const { messages } = definition;

const emptyForm = { name: "", email: "", subject: "", message: "" } satisfies ContactMessageInput;

/** Get in Touch: the footer's Contact dialog (which passes onClose) and inline on /contact. */
export default function ContactMessageForm({ onClose }: { onClose?: () => void }) {
  const { onSubmit, field, honeypotRef, isSubmitting, sent } = useLeadForm(definition, { defaultValues: emptyForm });
  return (
    <LeadFormFrame formType="contact-message" onSubmit={onSubmit} sent={sent} onClose={onClose}>
      <InputField {...field("name")} required {...personNameInputProps} />
      <InputField {...field("email")} required {...emailInputProps} />
      <InputField {...field("subject")} className="sm:col-span-2" required />
      <TextAreaField {...field("message")} className="sm:col-span-2" required rows={5} />
      <LeadFormActions honeypotRef={honeypotRef} submitting={isSubmitting} messages={messages} />
    </LeadFormFrame>
  );
}
