import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-[background-color,color,box-shadow,transform] duration-150 active:translate-y-px disabled:pointer-events-none disabled:opacity-60 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary:
          "bg-primary text-on-primary shadow-[0_1px_0_rgb(255_255_255/0.2)_inset,0_8px_20px_-8px_rgb(0_104_129/0.7)] hover:bg-primary-hover",
        dark: "bg-ink-900 text-white hover:bg-ink-800",
        secondary: "bg-[var(--secondary)] text-ink-900 ring-1 ring-ink-200 ring-inset hover:bg-ink-50 hover:ring-ink-300",
        ghost: "text-ink-700 hover:bg-ink-100 hover:text-ink-900",
        onDark: "bg-white text-ink-900 hover:bg-brand-50",
        outlineOnDark: "text-white ring-1 ring-white/30 ring-inset hover:bg-white/10",
        link: "rounded-none px-0 text-brand-700 underline-offset-4 hover:underline",
      },
      size: {
        /** 44 px high on touch widths, 36 px from md up. */
        sm: "h-11 px-4 text-sm md:h-9 [&_svg]:size-4",
        md: "h-11 px-5 text-[0.9375rem] [&_svg]:size-4",
        lg: "h-13 px-7 text-base [&_svg]:size-4",
        /** A square button holding only an icon, which is drawn larger. */
        icon: "size-11 [&_svg]:size-5",
      },
    },
    defaultVariants: { variant: "primary", size: "md" },
  },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants> & { asChild?: boolean };

/** A button, or with `asChild` any link styled as one. */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Component = asChild ? Slot.Root : "button";
  return (
    <Component
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? "button")}
      {...props}
    />
  );
}
