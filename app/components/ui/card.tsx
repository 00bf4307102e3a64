import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

export function Card({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("rounded-card bg-white p-6 shadow-card ring-1 ring-ink-200/70 sm:p-8", className)} {...props} />;
}
