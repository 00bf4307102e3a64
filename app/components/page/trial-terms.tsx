import { Check } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

/**
 * The trial's terms under a pair of calls to action, each whole after its check mark: a line never ends or starts
 * with a separator. `onBrand` on the brand band.
 */
export function TrialTerms({ terms, tone = "default" }: { terms: readonly string[]; tone?: "default" | "onBrand" }) {
  return (
    <ul
      className={cn(
        "mt-5 flex flex-wrap justify-center gap-x-5 gap-y-1.5 text-sm",
        tone === "onBrand" ? "text-brand-100" : "text-ink-600",
      )}
    >
      {terms.map((term) => (
        <li key={term} className="flex items-center gap-1.5 whitespace-nowrap">
          <Check aria-hidden="true" className={cn("size-4", tone === "onBrand" ? "text-brand-200" : "text-brand-600")} />
          {term}
        </li>
      ))}
    </ul>
  );
}
