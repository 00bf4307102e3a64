import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { LiveStatus } from "#app/components/hero-visuals/live-status.tsx";
import { HeroVisual } from "#app/components/page/hero-visual.tsx";

/** An opening's picture of one piece of the product's work: a raised card under the picture's own description. */
export function WorkFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <HeroVisual label={label}>
      <div className="animate-rise rounded-2xl bg-white p-5 shadow-lift ring-1 ring-ink-200 sm:p-6">{children}</div>
    </HeroVisual>
  );
}

/** A piece of work the product is doing, as an opening's picture: its status, its kind's icon, its title, its body. */
export function WorkCard({
  label,
  status,
  icon: Icon,
  title,
  children,
}: {
  label: string;
  status: string;
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <WorkFrame label={label}>
      <div className="flex items-center justify-between gap-3">
        <LiveStatus tone="working">{status}</LiveStatus>
        <Icon className="size-4 text-ink-400" />
      </div>
      <p className="mt-4 text-lg font-semibold tracking-tight text-balance text-ink-950">{title}</p>
      {children}
    </WorkFrame>
  );
}
