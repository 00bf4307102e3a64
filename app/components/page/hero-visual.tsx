import type { ReactNode } from "react";

/**
 * The frame of a hero's picture: one accessible description for the whole (role="img" with the content file's words),
 * its drawing hidden from assistive technology, and the soft brand glow behind it that the home page's dashboard has.
 * Under the words on a tablet, the width of the words.
 */
export function HeroVisual({ label, children }: { label: string; children: ReactNode }) {
  return (
    <figure role="img" aria-label={label} data-hero-visual="" className="relative w-full max-w-xl md:max-w-none">
      <div
        aria-hidden="true"
        className="absolute -inset-6 -z-10 rounded-[3rem] bg-gradient-to-br from-brand-200/50 via-brand-100/30 to-transparent blur-2xl"
      />
      <div aria-hidden="true">{children}</div>
    </figure>
  );
}
