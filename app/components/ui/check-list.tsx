import { Check } from "lucide-react";
import { cn } from "#app/lib/cn.ts";

type CheckListProps = {
  items: readonly string[];
  /** `lg` for a list that carries a section (an audience's outcomes), `md` within a card. */
  size?: "md" | "lg";
  /** `onDark` on the dark and brand surfaces. */
  tone?: "default" | "onDark";
  /** `dot` for facts that are not promises (a person's topics). */
  marker?: "check" | "dot";
  className?: string;
};

/** A list of short claims, each after a check mark: the one way the site sets what a plan, a feature or a page delivers. */
export function CheckList({ items, size = "md", tone = "default", marker = "check", className }: CheckListProps) {
  const onDark = tone === "onDark";
  return (
    <ul className={cn(size === "lg" ? "space-y-4" : "space-y-3", className)}>
      {items.map((item) => (
        <li
          key={item}
          className={cn("flex gap-3 text-balance", onDark ? "text-ink-200" : "text-ink-700", size === "lg" && "text-lg")}
        >
          {marker === "check" ? (
            <Check
              className={cn("size-5 shrink-0", size === "lg" ? "mt-1.5" : "mt-0.5", onDark ? "text-brand-300" : "text-brand-600")}
              aria-hidden="true"
            />
          ) : (
            <span className="mt-2.5 size-1.5 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />
          )}
          {item}
        </li>
      ))}
    </ul>
  );
}
