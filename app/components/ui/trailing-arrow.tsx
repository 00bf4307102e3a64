import { ArrowRight } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

/** The arrow after a link's text, held to its last word by a no-break space: when the text wraps, the arrow goes with it. */
export function TrailingArrow({ className }: { className?: string }) {
  return (
    <span className="whitespace-nowrap">
      {"\u00a0"}
      <ArrowRight className={cn("inline size-4 align-[-0.125em]", className)} aria-hidden="true" />
    </span>
  );
}
