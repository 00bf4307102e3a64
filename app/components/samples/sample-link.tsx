import { Link } from "react-router";
import { TrailingArrow } from "#app/components/ui/trailing-arrow.tsx";
import { cn } from "#app/lib/cn.ts";
import { familyPath } from "#core/page-paths.ts";
import type { SampleSlug } from "#core/page-slugs.ts";

/** A link to a sample document: "See a sample PRD". `quiet` where it follows a card's own action. */
export function SampleLink({
  sample,
  tone = "primary",
  className,
}: {
  sample: { label: string; slug: SampleSlug };
  tone?: "primary" | "quiet";
  className?: string;
}) {
  return (
    <Link
      to={familyPath("sample", sample.slug)}
      className={cn(
        "inline-block py-1.5",
        tone === "primary"
          ? "font-semibold text-brand-700 hover:text-brand-900"
          : "text-sm font-medium text-ink-600 hover:text-ink-900",
        className,
      )}
    >
      {sample.label}
      <TrailingArrow />
    </Link>
  );
}
