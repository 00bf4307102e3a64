/**
 * What both lead forms do on submit: validate with the shared schema (focusing the first invalid field), send the
 * fields with the page and first-touch attribution under one Idempotency-Key per submission, then reset and say it is
 * sent in place of the form (`sent`), or keep every value and say it failed (in the server's words when they tell the
 * visitor what to do).
 */
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useLayoutEffect, useRef, useState } from "react";
import { type DefaultValues, type FieldValues, type Path, type PathValue, useForm } from "react-hook-form";
import type { z } from "zod/mini";
import { closePageDialog, handedOverValue } from "#app/components/dialogs/page-dialog-hand-over.ts";
import type { LeadFormName } from "#app/lib/analytics/conversions.ts";
import { recordConversion } from "#app/lib/analytics/record-conversion.ts";
import { readFirstTouch } from "#app/lib/attribution.ts";
import { type FunctionName, type FunctionRequest, invokeFunction, newIdempotencyKey } from "#app/lib/functions-client.ts";
import { HONEYPOT_FIELD } from "#core/lead-forms.ts";
import { failureMessage } from "./failure-message.ts";

/** Each form as analytics names it in `lead_submitted`. */
const conversionName: Record<FunctionName, LeadFormName> = {
  "send-contact-sales": "contact_sales",
  "send-contact-message": "contact",
};

type LeadFormDefinition<Input extends FieldValues, Output, Placeholders> = {
  functionName: FunctionName;
  schema: z.ZodMiniType<Output, Input>;
  labels: Readonly<Record<keyof Input & string, string>>;
  placeholders: Placeholders;
  /** The longest value of each field the visitor types, in UTF-16 units: the schema's limits. */
  maxLengths: Readonly<Partial<Record<keyof Input & string, number>>>;
  messages: { failure: string };
};

type LeadFormOptions<Input extends FieldValues, Output> = {
  defaultValues: DefaultValues<Input>;
  /** After the server accepted the lead, with its id and the values sent (to close a dialog, to tell analytics). */
  onSuccess?: (leadId: string, values: Output) => void;
};

export function useLeadForm<
  Input extends FieldValues,
  Output extends FieldValues,
  Placeholders extends Readonly<Partial<Record<keyof Input & string, string>>>,
>(
  { functionName, schema, labels, placeholders, maxLengths, messages }: LeadFormDefinition<Input, Output, Placeholders>,
  { defaultValues, onSuccess }: LeadFormOptions<Input, Output>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    shouldFocusError: true,
  });
  const honeypotRef = useRef<HTMLInputElement>(null);
  const [sent, setSent] = useState(false);
  // A retry of the same values reuses its key, so a lost answer never stores the lead twice; edited values are a
  // new submission with a new key.
  const attempt = useRef<{ key: string; values: string } | null>(null);

  const showServerErrors = (fields: Record<string, string>) => {
    const known = Object.entries(fields).filter(([name]) => Object.hasOwn(defaultValues, name));
    for (const [name, message] of known) form.setError(name as Path<Input>, { type: "server", message });
    if (known[0]) form.setFocus(known[0][0] as Path<Input>);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const serialized = JSON.stringify(values);
    if (attempt.current?.values !== serialized) attempt.current = { key: newIdempotencyKey(), values: serialized };
    const body = {
      ...values,
      page: window.location.pathname,
      attribution: readFirstTouch(),
      [HONEYPOT_FIELD]: honeypotRef.current?.value ?? "",
    } as unknown as FunctionRequest<FunctionName>;
    const outcome = await invokeFunction(functionName, body, { idempotencyKey: attempt.current.key });
    if (outcome.ok) {
      attempt.current = null;
      form.reset();
      if (honeypotRef.current) honeypotRef.current.value = "";
      setSent(true);
      recordConversion({ event: "lead_submitted", properties: { form: conversionName[functionName] } });
      onSuccess?.(outcome.data.id, values);
      return;
    }
    if (outcome.status === 400 && outcome.fields) showServerErrors(outcome.fields);
    // The toaster's code loads with the form's dialog or page (deferred-toaster.tsx), beside the form, not before it.
    const message = failureMessage(outcome, messages.failure);
    await import("sonner").then(({ toast }) => toast.error(message));
  });

  // An id of this form's own, so two forms on one page (a page's and its dialog's) never share a field id.
  const idPrefix = useId();
  const adopted = useRef(new Set<string>());
  const firstField = useRef<Element | null>(null);
  /**
   * The form's registration of a field, which also adopts what the field already holds when the form first meets it:
   * characters typed before the page hydrated (into this field, or into the dialog opened as plain HTML meanwhile:
   * page-dialog-hand-over.ts), or the values a refused post without JavaScript sent back. Left alone, the registration
   * would replace them with the empty default.
   */
  const register = (name: Path<Input>) => {
    const registration = form.register(name);
    return {
      ...registration,
      ref: (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => {
        const typed = element && !adopted.current.has(name) ? element.value || handedOverValue(element) : "";
        registration.ref(element);
        if (!element) return;
        firstField.current ??= element;
        adopted.current.add(name);
        if (typed !== "") form.setValue(name, typed as PathValue<Input, Path<Input>>, { shouldDirty: true });
      },
    };
  };
  /**
   * What each field takes from its name alone: its id, its label, its placeholder (where the form's copy has one), its
   * error, its registration with the form and its maxLength, the schema's limit, so the browser stops typing where the
   * server stops accepting.
   */
  const field = <Name extends keyof Input & string>(name: Name) => ({
    id: `${idPrefix}${name}`,
    label: labels[name],
    placeholder: placeholders[name] as Name extends keyof Placeholders ? Placeholders[Name] : undefined,
    maxLength: maxLengths[name],
    error: form.formState.errors[name]?.message as string | undefined,
    ...register(name as keyof Input & string as Path<Input>),
  });

  // Once every field holds what the plain dialog held, it closes, and the field that had the focus there takes it in
  // the application's dialog, which opens right after (a dialog gives the focus to its field marked autofocus).
  useLayoutEffect(() => {
    const focused = closePageDialog(firstField.current);
    if (!focused || !adopted.current.has(focused)) return;
    const field = (firstField.current as HTMLInputElement | null)?.form?.elements.namedItem(focused);
    if (field instanceof HTMLElement) field.autofocus = true;
  }, []);

  return { onSubmit, field, honeypotRef, isSubmitting: form.formState.isSubmitting, sent };
}
