import { cn } from "#app/lib/cn.ts";
import { formatPrice, type Plan } from "#content/plans.ts";

type PriceProps = { plan: Pick<Plan, "price" | "originalPrice">; tone?: "light" | "dark"; className?: string };

/** A plan's monthly price with its struck-through original, read out as "$240 /month, was $299". */
export function Price({ plan, tone = "light", className }: PriceProps) {
  const dark = tone === "dark";
  return (
    <p className={cn("flex items-baseline gap-2", className)}>
      <span className={cn("text-5xl font-semibold tracking-tight", dark ? "text-white" : "text-ink-950")}>
        {formatPrice(plan.price)}
      </span>
      <span className={dark ? "text-ink-300" : "text-ink-600"}>/month</span>
      <span className="sr-only">, was</span>
      <s className={cn("ml-1 text-lg", dark ? "text-ink-400" : "text-ink-500")}>{formatPrice(plan.originalPrice)}</s>
    </p>
  );
}
