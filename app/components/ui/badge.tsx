import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

const badgeVariants = cva("inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold", {
  variants: {
    tone: {
      brand: "bg-brand-100 text-brand-800",
      star: "bg-star-100 text-star-600",
      highlight: "bg-star-400 text-ink-950",
      success: "bg-success-100 text-success-700",
      dark: "bg-ink-900 text-white",
      outline: "text-ink-700 ring-1 ring-ink-200 ring-inset",
    },
  },
  defaultVariants: { tone: "brand" },
});

export function Badge({ className, tone, ...props }: ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
