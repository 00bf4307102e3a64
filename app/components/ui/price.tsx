import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "#app/lib/cn.ts";
import { formatPrice, type Plan, priceWords } from "#content/plans.ts";

// One variant for the three parts of the price: on a light card, or on a dark one. Under 384 px the amount is a step or
// two smaller, so that "$1,000", its period and its struck-through price share a line on a phone's narrow card.
const amountVariants = cva("text-3xl font-semibold tracking-tight xs:text-4xl min-[24rem]:text-5xl", {
  variants: { variant: { default: "text-ink-950", onDark: "text-white" } },
  defaultVariants: { variant: "default" },
});
const periodVariants = cva("", {
  variants: { variant: { default: "text-ink-600", onDark: "text-ink-300" } },
  defaultVariants: { variant: "default" },
});
const originalVariants = cva("text-sm", {
  variants: { variant: { default: "text-ink-500", onDark: "text-ink-400" } },
  defaultVariants: { variant: "default" },
});

type PriceProps = VariantProps<typeof amountVariants> & {
  plan: Pick<Plan, "price" | "originalPrice">;
  className?: string;
};

/** A plan's monthly price with its struck-through original, read out as "$240 /month, was $299". */
export function Price({ plan, variant, className }: PriceProps) {
  return (
    // Wraps rather than widening a narrow card, only between the price and the rest: a non-breaking space keeps the
    // period and the struck-through price together.
    <p data-slot="price" className={className}>
      <span className={cn(amountVariants({ variant }), "me-1")}>{formatPrice(plan.price)}</span>{" "}
      <span className={periodVariants({ variant })}>{priceWords.perMonth}</span>
      {"\u00a0"}
      <span className="sr-only">{priceWords.was}</span>
      <s className={cn(originalVariants({ variant }), "ms-1")}>{formatPrice(plan.originalPrice)}</s>
    </p>
  );
}
