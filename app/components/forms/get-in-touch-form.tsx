import { type ContactMessageInput, leadForms, limits } from "#core/lead-forms.ts";
import { emailInputProps, InputField, personNameInputProps, TextAreaField } from "./form-field.tsx";
import { HoneypotField } from "./honeypot-field.tsx";
import { LeadFormFrame } from "./lead-form-frame.tsx";
import { PrivacyNote } from "./privacy-note.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { useLeadForm } from "./use-lead-form.ts";

const definition = leadForms["contact-message"];
const { labels, placeholders, messages } = definition;

const emptyForm = { name: "", email: "", subject: "", message: "" } satisfies ContactMessageInput;

/** Get in Touch: the footer's Contact dialog. */
export default function GetInTouchForm({ onSuccess }: { onSuccess?: () => void }) {
  const { form, onSubmit, honeypotRef, isSubmitting, errors } = useLeadForm(definition, { defaultValues: emptyForm, onSuccess });
  const { register } = form;
  return (
    <LeadFormFrame formType="contact-message" onSubmit={onSubmit}>
      <InputField
        id="get-in-touch-name"
        label={labels.name}
        required
        error={errors.name?.message}
        {...personNameInputProps}
        {...register("name")}
      />
      <InputField
        id="get-in-touch-email"
        label={labels.email}
        required
        error={errors.email?.message}
        {...emailInputProps}
        {...register("email")}
      />
      <InputField
        id="get-in-touch-subject"
        className="sm:col-span-2"
        label={labels.subject}
        required
        error={errors.subject?.message}
        maxLength={limits.subject}
        placeholder={placeholders.subject}
        {...register("subject")}
      />
      <TextAreaField
        id="get-in-touch-message"
        className="sm:col-span-2"
        label={labels.message}
        required
        error={errors.message?.message}
        maxLength={limits.message}
        rows={5}
        placeholder={placeholders.message}
        {...register("message")}
      />
      <HoneypotField inputRef={honeypotRef} />
      <div className="mt-1 grid gap-3 sm:col-span-2">
        <SubmitButton submitting={isSubmitting} label={messages.submit} submittingLabel={messages.submitting} />
        <PrivacyNote />
      </div>
    </LeadFormFrame>
  );
}
