import { ArrowRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "#app/lib/cn.ts";

/** A section's way on to the page that holds all of its kind (every question, every integration), with an arrow. */
export function MoreLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      prefetch="intent"
      className={cn(
        "inline-flex min-h-6 items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4",
        className,
      )}
    >
      {children}
      <ArrowRight className="size-4" aria-hidden="true" />
    </Link>
  );
}
