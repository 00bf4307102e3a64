import type { ReactNode } from "react";

/**
 * The frame of a hero's picture made of real content a visitor can follow (the contact card), where HeroVisual
 * frames a drawing: a region named by its visible title (`labelledBy`, the id of that title), with HeroVisual's soft
 * brand glow behind it. Its purely decorative parts say aria-hidden themselves.
 * Not beside HeroVisual in components/page: that folder loads with every page, the home page's included, and only
 * /contact-card uses this.
 */
export function HeroPanel({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <section aria-labelledby={labelledBy} data-hero-visual="" className="relative w-full max-w-xl lg:max-w-none">
      <div
        aria-hidden="true"
        className="absolute -inset-6 -z-10 rounded-[3rem] bg-gradient-to-br from-brand-200/50 via-brand-100/30 to-transparent blur-2xl"
      />
      {children}
    </section>
  );
}
