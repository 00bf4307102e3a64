import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

export const tableContainerVariants = cva(
  // relative: the box is the containing block of its cells' visually hidden text, which would otherwise be placed
  // outside it and widen the page. contain-inline-size: the table never widens the box's parent (a grid column
  // sized to its content); the box takes the width it is given and scrolls.
  "relative w-full overflow-x-auto contain-inline-size",
  {
    variants: {
      variant: {
        plain: "",
        /** Framed by the card's ring and radius. */
        framed: "rounded-card ring-1 ring-ink-200",
      },
    },
    defaultVariants: { variant: "plain" },
  },
);

type TableProps = ComponentProps<"table"> &
  VariantProps<typeof tableContainerVariants> & {
    /** Classes of the scrolling box around the table (its place in the page: margins). */
    containerClassName?: string;
  };

/**
 * A table in its own box that scrolls sideways when the table is wider than the screen, with a cue at the edge while
 * it can; the page never does.
 */
export function Table({ className, containerClassName, variant, ...props }: TableProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <div data-slot="table-container" className={cn(tableContainerVariants({ variant }), containerClassName)} tabIndex={0}>
      <table data-slot="table" className={cn("w-full text-left", className)} {...props} />
      {/* The shade at the right edge while more columns lie there: app.css shows it. */}
      <span data-slot="scroll-cue" aria-hidden="true" />
    </div>
  );
}
