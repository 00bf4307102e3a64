import { type ContactMessageInput, leadForms, limits } from "#core/lead-forms.ts";
import { emailInputProps, InputField, personNameInputProps, TextAreaField } from "./form-field.tsx";
import { HoneypotField } from "./honeypot-field.tsx";
import { PrivacyNote } from "./privacy-note.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { useLeadForm } from "./use-lead-form.ts";

const definition = leadForms["contact-message"];
const { labels, messages } = definition;

const emptyForm = { name: "", email: "", subject: "", message: "" } satisfies ContactMessageInput;

/** Get in Touch: the footer's Contact dialog. */
export default function GetInTouchForm({ onSuccess }: { onSuccess?: () => void }) {
  const { form, onSubmit, honeypotRef, isSubmitting, errors } = useLeadForm(definition, { defaultValues: emptyForm, onSuccess });
  const { register } = form;
  return (
    <form onSubmit={onSubmit} noValidate className="relative grid gap-x-4 gap-y-5 sm:grid-cols-2" aria-label="Get in touch">
      <InputField
        id="contact-name"
        label={labels.name}
        required
        error={errors.name?.message}
        {...personNameInputProps}
        {...register("name")}
      />
      <InputField
        id="contact-email"
        label={labels.email}
        required
        error={errors.email?.message}
        {...emailInputProps}
        {...register("email")}
      />
      <InputField
        id="contact-subject"
        className="sm:col-span-2"
        label={labels.subject}
        required
        error={errors.subject?.message}
        maxLength={limits.subject}
        placeholder="What is it about?"
        {...register("subject")}
      />
      <TextAreaField
        id="contact-message"
        className="sm:col-span-2"
        label={labels.message}
        required
        error={errors.message?.message}
        maxLength={limits.message}
        rows={5}
        placeholder="How can we help?"
        {...register("message")}
      />
      <HoneypotField inputRef={honeypotRef} />
      <div className="mt-1 grid gap-3 sm:col-span-2">
        <SubmitButton submitting={isSubmitting} label={messages.submit} submittingLabel={messages.submitting} />
        <PrivacyNote />
      </div>
    </form>
  );
}
