import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

/** What every form control shares (input, textarea, select); each adds its own shape. */
export const controlVariants = cva(
  "block w-full rounded-xl px-3.5 text-base sm:text-[0.9375rem] transition-[box-shadow,background-color] duration-150 focus:outline-none focus-visible:outline-none",
  {
    variants: {
      variant: {
        /** White with a soft ring that turns brand on focus and red when aria-invalid. */
        default:
          "bg-white text-ink-900 shadow-[0_1px_2px_rgb(6_22_29/0.04)] ring-1 ring-ink-400 ring-inset placeholder:text-ink-500 focus:ring-2 focus:ring-brand-600 aria-[invalid=true]:bg-danger-100/40 aria-[invalid=true]:ring-danger-700 disabled:bg-ink-50 disabled:text-ink-500",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type InputProps = ComponentProps<"input"> & VariantProps<typeof controlVariants>;

/** A single-line field, 44 px tall: a comfortable target on a phone. */
export function Input({ className, variant, type = "text", ...props }: InputProps) {
  return <input data-slot="input" type={type} className={cn(controlVariants({ variant }), "h-11", className)} {...props} />;
}
