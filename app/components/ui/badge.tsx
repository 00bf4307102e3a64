import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

export const badgeVariants = cva(
  "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold [&_svg]:size-3.5",
  {
    variants: {
      variant: {
        // The tinted badges are ringed in their own colour: on the dark scheme's night the tint alone barely shows.
        brand: "bg-brand-100 text-brand-800 ring-1 ring-current/25 ring-inset",
        star: "bg-star-100 text-star-600 ring-1 ring-current/25 ring-inset",
        highlight: "bg-primary text-on-primary",
        success: "bg-success-100 text-success-700 ring-1 ring-current/25 ring-inset",
        dark: "bg-ink-900 text-white",
        outline: "text-ink-700 ring-1 ring-ink-200 ring-inset",
      },
    },
    defaultVariants: { variant: "brand" },
  },
);

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
