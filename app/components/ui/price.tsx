import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "#app/lib/cn.ts";
import { formatPrice, type Plan, priceWords } from "#content/plans.ts";

// One variant for the three parts of the price: on a light card, or on a dark one.
const amountVariants = cva("text-5xl font-semibold tracking-tight", {
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
    // Wraps rather than widening a narrow card: the struck-through price moves under the price on the smallest phones.
    <p data-slot="price" className={cn("flex flex-wrap items-baseline gap-x-2", className)}>
      <span className={amountVariants({ variant })}>{formatPrice(plan.price)}</span>
      <span className={periodVariants({ variant })}>{priceWords.perMonth}</span>
      <span className="sr-only">{priceWords.was}</span>
      <s className={originalVariants({ variant })}>{formatPrice(plan.originalPrice)}</s>
    </p>
  );
}
