import type { ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

const tones = {
  /** Work under way: the product is writing. */
  working: { pill: "bg-brand-50 text-brand-800 ring-1 ring-brand-100", dot: "bg-brand-600" },
  /** Work done and holding: a figure checked, a sync current. */
  done: { pill: "bg-success-100 text-success-700", dot: "bg-success-700" },
} as const;

/** A picture of the product's state, as the product shows it: a pill with a softly pulsing dot. */
export function LiveStatus({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <span
      className={cn("inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold", tones[tone].pill)}
    >
      <span className={cn("size-1.5 animate-pulse-soft rounded-full", tones[tone].dot)} />
      {children}
    </span>
  );
}
