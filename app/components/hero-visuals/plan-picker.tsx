import { Check } from "lucide-react";
import { HeroVisual } from "#app/components/page/hero-visual.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatPrice, plans, popularPlanLabel, priceWords } from "#content/plans.ts";

/** /pricing's hero: the three plans as a compact picker, the popular one chosen, prices and words from content/plans.json. */
export function PlanPicker({ label }: { label: string }) {
  const chosen = plans.find((plan) => plan.popular) ?? plans[0];
  return (
    <HeroVisual label={label}>
      <div className="mx-auto max-w-md animate-rise rounded-2xl bg-white p-3 shadow-lift ring-1 ring-ink-200 sm:p-4 lg:max-w-lg">
        <ul className="space-y-2">
          {plans.map((plan, index) => {
            const isChosen = plan === chosen;
            return (
              <li
                key={plan.id}
                className={cn(
                  "flex animate-rise items-center gap-3 rounded-xl px-4 py-3 ring-1",
                  isChosen ? "bg-brand-50 ring-2 ring-brand-600" : "ring-ink-200",
                )}
                style={{ animationDelay: `${150 + index * 120}ms` }}
              >
                <span
                  className={cn(
                    "flex size-4 shrink-0 items-center justify-center rounded-full ring-1",
                    isChosen ? "bg-brand-600 ring-brand-600" : "ring-ink-300",
                  )}
                >
                  {isChosen && <span className="size-1.5 rounded-full bg-white" />}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-semibold text-ink-900">{plan.name}</span>
                  {plan.popular && (
                    <span className="mt-0.5 inline-block rounded-full bg-star-100 px-2 text-[0.6875rem] font-semibold text-star-600">
                      {popularPlanLabel}
                    </span>
                  )}
                </span>
                <span className="shrink-0 text-right">
                  <span className="text-lg font-semibold tracking-tight text-ink-950">{formatPrice(plan.price)}</span>
                  <span className="text-xs text-ink-500">{priceWords.perMonth}</span>
                  <s className="block text-xs text-ink-500">{formatPrice(plan.originalPrice)}</s>
                </span>
              </li>
            );
          })}
        </ul>
        {chosen && (
          <div className="mt-3 rounded-xl bg-ink-50 p-4">
            <ul className="space-y-2 text-sm text-ink-700">
              {chosen.features.slice(0, 3).map((feature) => (
                <li key={feature} className="flex items-center gap-2">
                  <Check className="size-4 shrink-0 text-brand-600" />
                  {feature}
                </li>
              ))}
            </ul>
            <span className="mt-4 flex h-10 items-center justify-center rounded-full bg-brand-600 text-sm font-semibold text-white">
              {chosen.cta}
            </span>
          </div>
        )}
      </div>
    </HeroVisual>
  );
}
