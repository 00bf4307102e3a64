import type { VariantProps } from "class-variance-authority";
import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";
import { controlVariants } from "./input.tsx";

export type SelectProps = ComponentProps<"select"> & VariantProps<typeof controlVariants>;

/**
 * A native select in the fields' style: the platform's own picker, keyboard and screen-reader support, and it works
 * before the page's script has loaded. While a required select shows its empty first option it is invalid, and its
 * text takes the placeholder colour. `className` styles the box around the select and its chevron.
 */
export function Select({ className, variant, children, ...props }: SelectProps) {
  return (
    <div data-slot="select" className={cn("relative", className)}>
      <select
        className={cn(
          controlVariants({ variant }),
          "h-11 cursor-pointer appearance-none pr-10 invalid:text-ink-500 [&_option]:text-ink-900",
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-ink-500"
        aria-hidden="true"
      />
    </div>
  );
}
