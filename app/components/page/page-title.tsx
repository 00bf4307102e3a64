import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { keepNumbersWithUnits } from "#core/number-with-unit.ts";
import type { Crumb } from "#core/page-paths.ts";

/** The space between the fixed header and an inner page's first line (its breadcrumbs): the same on every inner page. */
export const pageTopSpace = "pt-10 sm:pt-14";

/**
 * An inner page's h1, sized by the page's level in the site: a page one step from home (Features, Pricing, Blog, an
 * audience) takes the large scale, a page below another (a post, an integration, a legal document) the smaller one.
 */
export function PageTitle({ trail, className, children }: { trail?: readonly Crumb[]; className?: string; children: ReactNode }) {
  const topLevel = !trail || trail.length <= 2;
  return (
    <h1 className={cn("font-semibold text-balance text-ink-950", topLevel ? "text-page-title" : "text-title", className)}>
      {typeof children === "string" ? keepNumbersWithUnits(children) : children}
    </h1>
  );
}
