import type { ReactNode } from "react";
import { NorthStarLines } from "#app/components/page/north-star-lines.tsx";
import { ctaLocation } from "#app/lib/calls-to-action.ts";

/**
 * The opening of the home page and of a landing page: a section under a glow of the brand, the compass rose framing
 * its centred words, its calls to action counted as the hero's. `titleId` names its heading.
 */
export function CentredOpening({ titleId, children }: { titleId: string; children: ReactNode }) {
  return (
    <section
      {...ctaLocation("hero")}
      aria-labelledby={titleId}
      className="relative isolate overflow-clip bg-[radial-gradient(ellipse_80%_60%_at_50%_-10%,var(--brand-100),transparent_70%)]"
    >
      <NorthStarLines placement="aroundWords" />
      {children}
    </section>
  );
}
