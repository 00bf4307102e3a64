import type { ReactNode } from "react";
import { Container, type ContainerProps } from "#app/components/ui/container.tsx";
import { ctaLocation } from "#app/lib/calls-to-action.ts";
import { cn } from "#app/lib/cn.ts";
import type { Crumb } from "#core/page-paths.ts";
import { Breadcrumbs, eyebrowBesideTrail } from "./breadcrumbs.tsx";
import { NorthStarLines } from "./north-star-lines.tsx";
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
   * Less space above and below, and from lg up the lead (and any children) beside the heading: for a page whose own
   * content (a list) should rise into the first screen.
   */
  compact?: boolean;
  /** Northstar's compass-line motif behind the opening (app.css `.north-star-lines`). */
  motif?: boolean;
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
  motif = false,
  width,
  children,
}: PageHeroProps) {
  // A compact hero sets its lead beside the heading from lg up, so the page's own content starts within the first screen.
  const split = compact && !visual;
  const shownEyebrow = eyebrowBesideTrail(eyebrow, breadcrumbs);
  return (
    <section
      data-slot="page-hero"
      {...ctaLocation("hero")}
      className="relative isolate overflow-hidden border-b border-ink-100 bg-[radial-gradient(ellipse_70%_80%_at_50%_-20%,var(--brand-100),transparent_70%)]"
    >
      {motif && <NorthStarLines placement="beside" />}
      <Container width={width} className={cn(pageTopSpace, compact ? "pb-8 sm:pb-12" : "pb-12 sm:pb-16")}>
        {breadcrumbs && breadcrumbs.length > 0 && <Breadcrumbs trail={breadcrumbs} />}
        <div
          className={cn(
            visual && "grid items-center gap-12 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-16",
            // The lead ends level with the heading's last line, rather than hanging from the top beside it.
            split && "grid grid-cols-1 gap-4 sm:gap-6 lg:grid-cols-2 lg:items-end lg:gap-16",
          )}
        >
          <div className={split ? undefined : "max-w-4xl"}>
            {mark && <div className="mb-4 xs:mb-6">{mark}</div>}
            {shownEyebrow && (
              <p className="mb-2 xs:mb-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">{shownEyebrow}</p>
            )}
            <PageTitle trail={breadcrumbs}>{title}</PageTitle>
            {lead && !split && (
              <div className="mt-4 max-w-3xl text-base leading-7 text-pretty text-ink-600 xs:mt-6 xs:text-lg xs:leading-8 sm:text-xl sm:leading-9">
                {lead}
              </div>
            )}
            {children && !split && <div className="mt-6 flex flex-col gap-3 xs:mt-9 sm:flex-row">{children}</div>}
          </div>
          {split && lead && <div className="text-lg leading-8 text-pretty text-ink-600">{lead}</div>}
          {/* Under both, across the page: what the children show (the blog's search results) takes the listing's width. */}
          {split && children && <div className="lg:col-span-2">{children}</div>}
          {visual && <div className="min-w-0">{visual}</div>}
        </div>
      </Container>
    </section>
  );
}
