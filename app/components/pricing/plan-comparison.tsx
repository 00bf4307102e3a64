import { Check, Minus } from "lucide-react";
import { Table } from "#app/components/ui/table.tsx";
import type { PricingPageCopy } from "#content/pages/pricing.ts";
import { planComparisonRows, plans } from "#content/plans.ts";
import { FeatureLabel } from "./feature-label.tsx";

// A fixed layout gives every plan the same width, from 480 px (smaller type there) to a wide screen; the feature names
// stay put in a sticky first column should the table ever have to scroll. Narrower, app.css restacks each row: the
// feature's name across it, the plans' values side by side below, each under its plan's name (data-label).
const stickyColumn = "sticky left-0 z-10 bg-white";

/**
 * Every plan side by side, one row per feature; a check or a dash for what a plan includes or not, and words for what
 * it will include once available.
 */
export function PlanComparison({ copy }: { copy: PricingPageCopy["comparison"] }) {
  return (
    <Table containerClassName="mt-12" className="table-fixed" data-stacked-rows="">
      <caption className="sr-only">{copy.caption}</caption>
      <thead>
        <tr className="border-b-2 border-ink-200">
          <th
            scope="col"
            className={`${stickyColumn} w-[30%] py-4 pr-2 text-xs font-semibold text-ink-600 sm:w-1/4 sm:pr-4 sm:text-sm`}
          >
            {copy.feature}
          </th>
          {plans.map((plan) => (
            <th key={plan.id} scope="col" className="px-1.5 py-4 text-sm font-semibold text-ink-900 sm:px-4 sm:text-lg">
              {plan.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-ink-100">
        {planComparisonRows.map((row) => (
          <tr key={row.label}>
            <th
              scope="row"
              className={`${stickyColumn} py-3 pr-2 text-xs font-medium text-pretty text-ink-800 sm:py-4 sm:pr-4 sm:text-base`}
            >
              <FeatureLabel label={row.label} tagClassName="text-ink-500" />
            </th>
            {plans.map((plan) => (
              <td key={plan.id} data-label={plan.name} className="px-1.5 py-3 text-xs text-ink-700 sm:px-4 sm:py-4 sm:text-base">
                <PlanValue value={plan.limits[row.limit]} upcoming={row.upcoming} copy={copy} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function PlanValue({
  value,
  upcoming,
  copy,
}: {
  value: string | boolean;
  upcoming?: boolean;
  copy: PricingPageCopy["comparison"];
}) {
  if (value === true && upcoming) return <span className="text-ink-500">{copy.comingSoon}</span>;
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
