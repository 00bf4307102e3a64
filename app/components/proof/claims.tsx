import { Star } from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import { claimItems } from "#content/claims.ts";

/**
 * The ratings and figures the page's structured data states, beside its calls to action: marked-up ratings must be
 * visible on the page (Google's structured-data policy). The figures are site.claims', as in the structured data.
 */
export function Claims({ className }: { className?: string }) {
  return (
    // One claim a line on a phone, where a wrapping row would break between a figure's lines unevenly.
    <ul
      className={cn(
        "flex flex-col items-center gap-y-1.5 text-sm text-ink-600 sm:flex-row sm:flex-wrap sm:justify-center sm:gap-x-6 sm:gap-y-2",
        className,
      )}
    >
      {claimItems.map((item) => (
        <li key={item.label} className="inline-flex items-center gap-1.5">
          {item.rating && <Star className="size-4 fill-star-400 text-star-400" aria-hidden="true" />}
          <span className="font-semibold text-ink-900">{item.figure}</span> {item.label}
        </li>
      ))}
    </ul>
  );
}
