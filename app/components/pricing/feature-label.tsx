import { cn } from "#app/lib/cn.ts";
import { keepNumbersWithUnits } from "#core/number-with-unit.ts";

/**
 * A plan feature as its copy writes it, a trailing remark in parentheses ("SDK plug-in (coming soon)") drawn as a quiet
 * tag after the feature rather than as part of its sentence.
 */
export function FeatureLabel({ label, tagClassName }: { label: string; tagClassName: string }) {
  const [, feature, remark] = label.match(/^(.*\S)\s*\(([^()]+)\)$/) ?? [];
  if (!feature || !remark) return keepNumbersWithUnits(label);
  return (
    <>
      {keepNumbersWithUnits(feature)}{" "}
      <span className={cn("rounded-full px-2 text-xs whitespace-nowrap ring-1 ring-current/30", tagClassName)}>{remark}</span>
    </>
  );
}
