import type { ReactNode } from "react";
import { Container, type ContainerProps } from "#app/components/ui/container.tsx";
import { ctaLocation } from "#app/lib/calls-to-action.ts";
import { cn } from "#app/lib/cn.ts";
import type { Crumb } from "#core/page-paths.ts";
import { Breadcrumbs, eyebrowBesideTrail } from "./breadcrumbs.tsx";
import { PageTitle, pageTopSpace } from "./page-title.tsx";

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  breadcrumbs?: Crumb[];
  /** A mark above the eyebrow that names the page's subject at a glance (an integration's logo). */
  mark?: ReactNode;
  /**
   * The picture that fills the first screen beside the text (HTML and SVG from the design system, not an image): to the
   * right from lg up, under the text on smaller screens.
   */
  visual?: ReactNode;
  /**
   * Less space above and below, and a smaller lead: for a page whose own content (a list) should rise into the first
   * screen.
   */
  compact?: boolean;
  /**
   * The heading on the left and the lead with its actions on the right, their tops level, from lg up: a short opening
   * for a page whose own content (a grid of cards) follows at once, in place of a picture.
   */
  split?: boolean;
  /**
   * Northstar's compass rose in the opening's right half, from lg up, where it frames a picture or the space beside the
   * words; never behind words or controls across from them (`split`, a compact opening's children). Off where a page
   * must fit the first round trip and has not the bytes.
   */
  rose?: boolean;
  /** The container's width: "narrow" lines the heading up with a reading column below it (a legal document). */
  width?: ContainerProps["width"];
  children?: ReactNode;
};

/** A page's opening words as its copy holds them (`heroFields`), as PageHero's props. */
export const heroText = (hero: { eyebrow: string; heading: string; lead: string }) => ({
  eyebrow: hero.eyebrow,
  title: hero.heading,
  lead: hero.lead,
});

/** The top of every inner page: breadcrumbs, an optional mark, eyebrow, h1, lead and optional actions. */
export function PageHero({
  eyebrow,
  title,
  lead,
  breadcrumbs,
  mark,
  visual,
  compact = false,
  split = false,
  width,
  rose = true,
  children,
}: PageHeroProps) {
  // A compact hero's children (the blog's search and its results) sit under its words, across from them on a wide screen.
  const childrenAcross = compact && !visual;
  const besideWords = split || (childrenAcross && children);
  const shownEyebrow = eyebrowBesideTrail(eyebrow, breadcrumbs);
  const leadAndActions = (
    <>
      {lead && (
        <div
          className={cn(
            "mt-4 max-w-3xl text-base leading-7 text-pretty text-ink-600 xs:mt-6 xs:text-lg xs:leading-8",
            // A compact hero's lead stays a line under the heading, so the page's own content rises.
            compact ? "sm:mt-5" : "sm:text-xl sm:leading-9",
          )}
        >
          {lead}
        </div>
      )}
      {children && !childrenAcross && <div className="mt-6 flex flex-col gap-3 xs:mt-9 sm:flex-row">{children}</div>}
    </>
  );
  return (
    <section
      data-slot="page-hero"
      data-rose={(rose && !besideWords) || undefined}
      {...ctaLocation("hero")}
      className="relative isolate overflow-hidden border-b border-ink-100 bg-[radial-gradient(ellipse_70%_80%_at_50%_-20%,var(--brand-100),transparent_70%)]"
    >
      <Container width={width} className={cn(pageTopSpace, compact ? "pb-8 sm:pb-12" : "pb-12 sm:pb-16")}>
        {breadcrumbs && breadcrumbs.length > 0 && <Breadcrumbs trail={breadcrumbs} heading={title} />}
        <div
          className={cn(
            visual && "grid items-center gap-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16",
            split && "lg:grid lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16",
            // Across from the heading on a wide screen, its top at the heading's, so results grow down and nothing moves.
            childrenAcross && children && "lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-start lg:gap-16",
          )}
        >
          <div className="max-w-4xl">
            {mark && <div className="mb-4 xs:mb-6">{mark}</div>}
            {shownEyebrow && (
              <p className="mb-2 xs:mb-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">{shownEyebrow}</p>
            )}
            <PageTitle trail={breadcrumbs}>{title}</PageTitle>
            {!split && leadAndActions}
          </div>
          {split && <div className="lg:pt-2 lg:[&>:first-child]:mt-0">{leadAndActions}</div>}
          {childrenAcross && children && <div className="mt-6 sm:mt-8 lg:mt-2">{children}</div>}
          {visual && <div className="min-w-0">{visual}</div>}
        </div>
      </Container>
    </section>
  );
}
