import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";
import { controlVariants } from "./input.tsx";

export type TextareaProps = ComponentProps<"textarea"> & VariantProps<typeof controlVariants>;

/** A multi-line field, about four lines tall to start; the visitor can drag it taller. */
export function Textarea({ className, variant, ...props }: TextareaProps) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(controlVariants({ variant }), "min-h-28 resize-y py-2.5 leading-6", className)}
      {...props}
    />
  );
}
