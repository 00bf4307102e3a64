import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { TrailingArrow } from "#app/components/ui/trailing-arrow.tsx";
import { cn } from "#app/lib/cn.ts";

export const cardVariants = cva("rounded-card", {
  variants: {
    /** The surface: what the card stands on decides which one reads as a card. */
    variant: {
      /** White, lifted by a soft shadow: content cards on white sections. */
      raised: "bg-raised shadow-card ring-1 ring-ink-200/70",
      /** White with a ring and no shadow: cards on tinted sections. */
      flat: "bg-raised ring-1 ring-ink-200/70",
      /** White with a firmer ring: lists whose rows are divided inside the card (FAQ). */
      outline: "bg-raised ring-1 ring-ink-200",
      /** White, floating higher: a panel that holds the page's main task (a form). */
      elevated: "bg-raised shadow-lift ring-1 ring-ink-200",
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

type CardLinkProps = ComponentProps<typeof Link> & {
  /** Drawn as the card's call to action, with an arrow that moves when the card is hovered (the card is a `group`). */
  action?: boolean;
};

/** The card's one link, stretched over the whole card (which must be `relative`): a tap anywhere on it follows it. */
export function CardLink({ action = false, className, children, ...props }: CardLinkProps) {
  return (
    <Link
      data-slot="card-link"
      className={cn(
        "after:absolute after:inset-0 after:rounded-card",
        // As wide as its words in a grid card too, so its focus ring fits them.
        action && "mt-6 inline-block justify-self-start font-semibold text-brand-700",
        className,
      )}
      {...props}
    >
      {children}
      {action ? <TrailingArrow className="transition-transform group-hover:translate-x-0.5" /> : null}
    </Link>
  );
}
