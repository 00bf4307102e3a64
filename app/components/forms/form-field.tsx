import { CircleAlert } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { cn } from "#app/lib/cn.ts";
import { commonFormCopy } from "#content/lead-forms.ts";

type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  /** A line of help under the label, read with the field. */
  hint?: string;
  className?: string;
};

const describedBy = ({ id, error, hint }: FieldProps) =>
  [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined].filter(Boolean).join(" ") || undefined;

/** Label above, control, error under it; the control gets its id, aria-invalid and aria-describedby from here. */
function Field({ id, label, required, error, hint, className, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className={cn("flex flex-col", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <>
            <span aria-hidden="true" className="ml-0.5 text-danger-700">
              *
            </span>
            <span className="sr-only"> {commonFormCopy.required}</span>
          </>
        ) : (
          <span className="font-normal text-ink-500"> {commonFormCopy.optional}</span>
        )}
      </Label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-[0.8125rem] text-ink-500">
          {hint}
        </p>
      ) : null}
      <div className="mt-1.5">{children}</div>
      {/* Always rendered: without JavaScript the server fills it in the page it answers a form post with. */}
      <p id={`${id}-error`} hidden={!error} className="mt-1.5 flex items-start gap-1.5 text-sm leading-5 text-danger-700">
        <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span data-slot="message">{error}</span>
      </p>
    </div>
  );
}

const controlAria = (props: FieldProps) => ({
  id: props.id,
  required: props.required,
  "aria-invalid": props.error ? true : undefined,
  "aria-describedby": describedBy(props),
});

type InputFieldProps = FieldProps & Omit<ComponentProps<"input">, "id" | "className" | "required">;

export function InputField({ id, label, required, error, hint, className, ...input }: InputFieldProps) {
  const field = { id, label, required, error, hint, className };
  return (
    <Field {...field}>
      <Input {...controlAria(field)} {...input} />
    </Field>
  );
}

type TextAreaFieldProps = FieldProps & Omit<ComponentProps<"textarea">, "id" | "className" | "required">;

export function TextAreaField({ id, label, required, error, hint, className, ...textarea }: TextAreaFieldProps) {
  const field = { id, label, required, error, hint, className };
  return (
    <Field {...field}>
      <Textarea {...controlAria(field)} {...textarea} />
    </Field>
  );
}

type SelectFieldProps = FieldProps &
  Omit<ComponentProps<"select">, "id" | "className" | "required" | "children"> & {
    options: readonly string[];
    placeholder: string;
  };

export function SelectField({ id, label, required, error, hint, className, options, placeholder, ...select }: SelectFieldProps) {
  const field = { id, label, required, error, hint, className };
  return (
    <Field {...field}>
      <Select {...controlAria(field)} {...select}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** What every work e-mail input needs, on both forms: the right keyboard and autofill. */
export const emailInputProps = {
  type: "email",
  inputMode: "email",
  autoComplete: "email",
  spellCheck: false,
} as const;

/** A person's name, on both forms. No sample name: a placeholder that reads like a value hides an empty field. */
export const personNameInputProps = { autoComplete: "name" } as const;
