import { identifyLead } from "#app/lib/analytics/identify-lead.ts";
import { leadForms } from "#content/lead-forms.ts";
import { industries, locations } from "#core/lead-form-options.ts";
import type { ContactSales, ContactSalesInput } from "#core/lead-forms.ts";
import { emailInputProps, InputField, personNameInputProps, SelectField, TextAreaField } from "./form-field.tsx";
import { LeadFormActions } from "./lead-form-actions.tsx";
import { LeadFormFrame } from "./lead-form-frame.tsx";
import { useLeadForm } from "./use-lead-form.ts";

const definition = leadForms["contact-sales"];
const { messages } = definition;

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

/** Talk to Sales: in its dialog (which passes onClose) and inline on /contact-sales. */
export default function ContactSalesForm({ onClose }: { onClose?: () => void }) {
  const { onSubmit, field, honeypotRef, isSubmitting, sent } = useLeadForm(definition, {
    defaultValues: emptyForm,
    onSuccess: (leadId: string, lead: ContactSales) => {
      void identifyLead({ leadId, companyName: lead.companyName, industry: lead.industry, role: lead.role });
    },
  });
  return (
    <LeadFormFrame formType="contact-sales" onSubmit={onSubmit} sent={sent} onClose={onClose}>
      <InputField {...field("companyName")} required autoComplete="organization" />
      <InputField {...field("contactName")} required {...personNameInputProps} />
      <InputField {...field("email")} required {...emailInputProps} />
      <InputField {...field("role")} required autoComplete="organization-title" />
      <SelectField {...field("industry")} required options={industries} />
      <SelectField {...field("location")} required options={locations} autoComplete="country-name" />
      <InputField {...field("currentTools")} className="sm:col-span-2" />
      <TextAreaField {...field("primaryGoal")} className="sm:col-span-2" rows={3} />
      <LeadFormActions honeypotRef={honeypotRef} submitting={isSubmitting} messages={messages} />
    </LeadFormFrame>
  );
}
