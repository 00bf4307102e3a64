import { cn } from "#app/lib/cn.ts";
import { keepNumbersWithUnits } from "#core/number-with-unit.ts";

/**
 * A plan feature as its copy writes it, a trailing remark in parentheses ("SDK plug-in (coming soon)") drawn as a quiet
 * muted remark after the feature rather than as part of its sentence. Plain text classes: /pricing must arrive in its
 * first round trip, and a new utility's rule would be bytes of its inline CSS.
 */
export function FeatureLabel({ label, tagClassName }: { label: string; tagClassName: string }) {
  const [, feature, remark] = label.match(/^(.*\S)\s*\(([^()]+)\)$/) ?? [];
  if (!feature || !remark) return keepNumbersWithUnits(label);
  return (
    <>
      {keepNumbersWithUnits(feature)} <span className={cn("text-sm whitespace-nowrap", tagClassName)}>{remark}</span>
    </>
  );
}
