import type { ReactNode } from "react";
import { Link } from "react-router";
import { TrailingArrow } from "#app/components/ui/trailing-arrow.tsx";
import { cn } from "#app/lib/cn.ts";

/** A section's way on to the page that holds all of its kind (every question, every integration), with an arrow. */
export function MoreLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      prefetch="intent"
      className={cn("inline-block min-h-6 font-semibold text-brand-700 underline underline-offset-4", className)}
    >
      {children}
      <TrailingArrow />
    </Link>
  );
}
