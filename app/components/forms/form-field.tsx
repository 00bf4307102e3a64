import { ChevronDown, CircleAlert } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { limits } from "#core/lead-forms.ts";

/** The look every form control shares: a 44 px field, a soft ring that turns brand on focus and red when invalid. */
const controlClassName =
  "block w-full rounded-xl bg-white px-3.5 text-base text-ink-900 sm:text-[0.9375rem] shadow-[0_1px_2px_rgb(13_19_40/0.04)] ring-1 ring-ink-200 ring-inset transition-[box-shadow,background-color] duration-150 placeholder:text-ink-500 hover:ring-ink-300 focus:ring-2 focus:ring-brand-600 focus:outline-none focus-visible:outline-none aria-[invalid=true]:bg-danger-100/40 aria-[invalid=true]:ring-danger-700 disabled:bg-ink-50 disabled:text-ink-500";

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
      <label htmlFor={id} className="text-sm font-medium text-ink-800">
        {label}
        {required ? (
          <>
            <span aria-hidden="true" className="ml-0.5 text-danger-700">
              *
            </span>
            <span className="sr-only"> (required)</span>
          </>
        ) : (
          <span className="font-normal text-ink-500"> (optional)</span>
        )}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="mt-0.5 text-[0.8125rem] text-ink-500">
          {hint}
        </p>
      ) : null}
      <div className="mt-1.5">{children}</div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1.5 text-sm leading-5 text-danger-700">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      ) : null}
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

export function InputField({ id, label, required, error, hint, className, type = "text", ...input }: InputFieldProps) {
  const field = { id, label, required, error, hint, className };
  return (
    <Field {...field}>
      <input type={type} className={cn(controlClassName, "h-11")} {...controlAria(field)} {...input} />
    </Field>
  );
}

type TextAreaFieldProps = FieldProps & Omit<ComponentProps<"textarea">, "id" | "className" | "required">;

export function TextAreaField({ id, label, required, error, hint, className, ...textarea }: TextAreaFieldProps) {
  const field = { id, label, required, error, hint, className };
  return (
    <Field {...field}>
      <textarea className={cn(controlClassName, "min-h-28 resize-y py-2.5 leading-6")} {...controlAria(field)} {...textarea} />
    </Field>
  );
}

type SelectFieldProps = FieldProps &
  Omit<ComponentProps<"select">, "id" | "className" | "required" | "children"> & {
    options: readonly string[];
    placeholder: string;
  };

/** A native select: the platform's own picker, keyboard and screen-reader support, in the fields' style. */
export function SelectField({ id, label, required, error, hint, className, options, placeholder, ...select }: SelectFieldProps) {
  const field = { id, label, required, error, hint, className };
  return (
    <Field {...field}>
      <div className="relative">
        <select
          className={cn(
            controlClassName,
            "h-11 cursor-pointer appearance-none pr-10 invalid:text-ink-500 [&_option]:text-ink-900",
          )}
          {...controlAria(field)}
          {...select}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-ink-500"
          aria-hidden="true"
        />
      </div>
    </Field>
  );
}

/** What every work e-mail input needs, on both forms: the right keyboard, autofill and length. */
export const emailInputProps = {
  type: "email",
  inputMode: "email",
  autoComplete: "email",
  spellCheck: false,
  maxLength: limits.email,
  placeholder: "jane@acme.com",
} as const;

/** A person's name, on both forms. */
export const personNameInputProps = { autoComplete: "name", maxLength: limits.name, placeholder: "Jane Doe" } as const;
