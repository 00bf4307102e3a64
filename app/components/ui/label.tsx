import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

export const labelVariants = cva("", {
  variants: {
    variant: {
      /** The name of a form field, above it. */
      field: "text-sm font-medium text-ink-800",
    },
  },
  defaultVariants: { variant: "field" },
});

export type LabelProps = ComponentProps<"label"> & VariantProps<typeof labelVariants>;

export function Label({ className, variant, ...props }: LabelProps) {
  // biome-ignore lint/a11y/noLabelWithoutControl: the caller passes htmlFor, or nests the control.
  return <label data-slot="label" className={cn(labelVariants({ variant }), className)} {...props} />;
}
