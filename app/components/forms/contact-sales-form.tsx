import { identifyLead } from "#app/lib/analytics/identify-lead.ts";
import { industries, locations } from "#content/lead-form-options.ts";
import { type ContactSales, type ContactSalesInput, leadForms, limits } from "#core/lead-forms.ts";
import { emailInputProps, InputField, personNameInputProps, SelectField, TextAreaField } from "./form-field.tsx";
import { HoneypotField } from "./honeypot-field.tsx";
import { LeadFormFrame } from "./lead-form-frame.tsx";
import { PrivacyNote } from "./privacy-note.tsx";
import { SubmitButton } from "./submit-button.tsx";
import { useLeadForm } from "./use-lead-form.ts";

const definition = leadForms["contact-sales"];
const { labels, placeholders, messages } = definition;

const emptyForm = {
  companyName: "",
  contactName: "",
  email: "",
  role: "",
  industry: "" as ContactSalesInput["industry"],
  location: "" as ContactSalesInput["location"],
  currentTools: "",
  primaryGoal: "",
} satisfies ContactSalesInput;

/** Talk to Sales: in its dialog and inline on /contact-sales (which passes no onSuccess and keeps the form). */
export default function ContactSalesForm({ onSuccess }: { onSuccess?: () => void }) {
  const { form, onSubmit, honeypotRef, isSubmitting, errors } = useLeadForm(definition, {
    defaultValues: emptyForm,
    onSuccess: (leadId: string, lead: ContactSales) => {
      void identifyLead({ leadId, companyName: lead.companyName, industry: lead.industry, role: lead.role });
      onSuccess?.();
    },
  });
  const { register } = form;
  return (
    <LeadFormFrame formType="contact-sales" onSubmit={onSubmit}>
      <InputField
        id="sales-company"
        label={labels.companyName}
        required
        error={errors.companyName?.message}
        autoComplete="organization"
        maxLength={limits.name}
        placeholder={placeholders.companyName}
        {...register("companyName")}
      />
      <InputField
        id="sales-name"
        label={labels.contactName}
        required
        error={errors.contactName?.message}
        {...personNameInputProps}
        {...register("contactName")}
      />
      <InputField
        id="sales-email"
        label={labels.email}
        required
        error={errors.email?.message}
        {...emailInputProps}
        {...register("email")}
      />
      <InputField
        id="sales-role"
        label={labels.role}
        required
        error={errors.role?.message}
        autoComplete="organization-title"
        maxLength={limits.role}
        placeholder={placeholders.role}
        {...register("role")}
      />
      <SelectField
        id="sales-industry"
        label={labels.industry}
        required
        error={errors.industry?.message}
        options={industries}
        placeholder={placeholders.industry}
        {...register("industry")}
      />
      <SelectField
        id="sales-location"
        label={labels.location}
        required
        error={errors.location?.message}
        options={locations}
        placeholder={placeholders.location}
        autoComplete="country-name"
        {...register("location")}
      />
      <InputField
        id="sales-tools"
        className="sm:col-span-2"
        label={labels.currentTools}
        error={errors.currentTools?.message}
        maxLength={limits.currentTools}
        placeholder={placeholders.currentTools}
        {...register("currentTools")}
      />
      <TextAreaField
        id="sales-goal"
        className="sm:col-span-2"
        label={labels.primaryGoal}
        error={errors.primaryGoal?.message}
        maxLength={limits.primaryGoal}
        rows={3}
        placeholder={placeholders.primaryGoal}
        {...register("primaryGoal")}
      />
      <HoneypotField inputRef={honeypotRef} />
      <div className="mt-1 grid gap-3 sm:col-span-2">
        <SubmitButton submitting={isSubmitting} label={messages.submit} submittingLabel={messages.submitting} />
        <PrivacyNote />
      </div>
    </LeadFormFrame>
  );
}
