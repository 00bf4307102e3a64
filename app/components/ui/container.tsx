import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

export const containerVariants = cva("mx-auto w-full px-5 sm:px-8", {
  variants: {
    width: {
      default: "max-w-7xl",
      /** Reading width: long-form copy. */
      narrow: "max-w-3xl",
    },
  },
  defaultVariants: { width: "default" },
});

export type ContainerProps = ComponentProps<"div"> & VariantProps<typeof containerVariants>;

export function Container({ className, width, ...props }: ContainerProps) {
  return <div data-slot="container" className={cn(containerVariants({ width }), className)} {...props} />;
}
