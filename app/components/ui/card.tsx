import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

export const cardVariants = cva("rounded-card", {
  variants: {
    /** The surface: what the card stands on decides which one reads as a card. */
    variant: {
      /** White, lifted by a soft shadow: content cards on white sections. */
      raised: "bg-white shadow-card ring-1 ring-ink-200/70",
      /** White with a ring and no shadow: cards on tinted sections. */
      flat: "bg-white ring-1 ring-ink-200/70",
      /** White with a firmer ring: lists whose rows are divided inside the card (FAQ). */
      outline: "bg-white ring-1 ring-ink-200",
      /** White, floating higher: a panel that holds the page's main task (a form). */
      elevated: "bg-white shadow-lift ring-1 ring-ink-200",
      /** Tinted, no edge: a quieter aside on a white section. */
      tint: "bg-ink-50",
      /** Dark and lifted: the one card a section wants read first. */
      dark: "bg-ink-950 text-white shadow-lift",
      /** Translucent: a card on a dark section. */
      onDark: "bg-white/[0.04] ring-1 ring-white/10",
    },
    padding: {
      none: "",
      sm: "p-6",
      md: "p-7",
      lg: "p-8",
    },
    /** The whole card is a link: it rises on hover. */
    interactive: {
      true: "transition-shadow hover:shadow-lift",
      false: "",
    },
  },
  defaultVariants: { variant: "raised", padding: "md", interactive: false },
});

export type CardProps = ComponentProps<"div"> & VariantProps<typeof cardVariants> & { asChild?: boolean };

/** A card, or with `asChild` any element (li, section, a link) drawn as one. */
export function Card({ className, variant, padding, interactive, asChild = false, ...props }: CardProps) {
  const Component = asChild ? Slot.Root : "div";
  return <Component data-slot="card" className={cn(cardVariants({ variant, padding, interactive }), className)} {...props} />;
}
