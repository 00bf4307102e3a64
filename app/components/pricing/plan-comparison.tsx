import { Check, Minus } from "lucide-react";
import { Table } from "#app/components/ui/table.tsx";
import type { PricingPageCopy } from "#content/pages/pricing.ts";
import { planComparisonRows, plans } from "#content/plans.ts";

// On a phone the three plans share the screen, one per column, in smaller type; the feature names stay put in a
// sticky first column if the table still has to scroll (the narrowest phones).
const stickyColumn = "sticky left-0 z-10 bg-white";

/** Every plan side by side, one row per feature; a check or a dash for what a plan includes or not. */
export function PlanComparison({ copy }: { copy: PricingPageCopy["comparison"] }) {
  return (
    <Table containerClassName="mt-12" className="sm:min-w-[40rem]">
      <caption className="sr-only">{copy.caption}</caption>
      <thead>
        <tr className="border-b-2 border-ink-200">
          <th scope="col" className={`${stickyColumn} py-4 pr-3 text-sm font-semibold text-ink-600 sm:pr-4`}>
            {copy.feature}
          </th>
          {plans.map((plan) => (
            <th key={plan.id} scope="col" className="px-2 py-4 text-base font-semibold text-ink-900 sm:px-4 sm:text-lg">
              {plan.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100">
        {planComparisonRows.map((row) => (
          <tr key={row.label}>
            <th scope="row" className={`${stickyColumn} py-3 pr-3 text-sm font-medium text-ink-800 sm:py-4 sm:pr-4 sm:text-base`}>
              {row.label}
            </th>
            {plans.map((plan) => (
              <td key={plan.id} className="px-2 py-3 text-sm text-ink-700 sm:px-4 sm:py-4 sm:text-base">
                <PlanValue value={plan.limits[row.limit]} copy={copy} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function PlanValue({ value, copy }: { value: string | boolean; copy: PricingPageCopy["comparison"] }) {
  if (value === true)
    return (
      <>
        <Check className="size-5 text-brand-600" aria-hidden="true" />
        <span className="sr-only">{copy.included}</span>
      </>
    );
  if (value === false)
    return (
      <>
        <Minus className="size-5 text-ink-400" aria-hidden="true" />
        <span className="sr-only">{copy.notIncluded}</span>
      </>
    );
  return value;
}
