import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { Container, type ContainerProps } from "./container.tsx";

export const sectionVariants = cva("py-20 sm:py-28", {
  variants: {
    variant: {
      plain: "bg-white",
      tint: "bg-ink-50",
      dark: "bg-ink-950 text-white",
    },
  },
  defaultVariants: { variant: "plain" },
});

export type SectionProps = ComponentProps<"section"> & VariantProps<typeof sectionVariants> & { width?: ContainerProps["width"] };

/** A full-width band of the page with its content in the site's container (of the given width). */
export function Section({ className, variant, width, children, ...props }: SectionProps) {
  return (
    <section data-slot="section" className={cn(sectionVariants({ variant }), className)} {...props}>
      <Container width={width}>{children}</Container>
    </section>
  );
}

const sectionHeadingVariants = cva("max-w-3xl", {
  variants: {
    align: { center: "mx-auto sm:text-center", start: "" },
  },
  defaultVariants: { align: "center" },
});

// One variant for the three lines of the heading: on a light section, or on a dark one.
const eyebrowVariants = cva("mb-3 text-sm font-semibold tracking-wide uppercase", {
  variants: { variant: { default: "text-brand-700", onDark: "text-brand-300" } },
  defaultVariants: { variant: "default" },
});
/**
 * The type scale of headings, largest first: "display" is a hero's h1 (home, landing pages); "default" a section's
 * h2 under a display or page-title h1; "sub" a section's h2 on a page whose h1 is itself at the title size (a page
 * below another: an integration, a sample), so that an h2 is always smaller than its page's h1, at every width.
 */
export const titleVariants = cva("font-semibold text-balance", {
  variants: {
    variant: { default: "text-ink-900", onDark: "text-white" },
    size: { display: "text-display", default: "text-title", sub: "text-2xl tracking-tight sm:text-3xl" },
  },
  defaultVariants: { variant: "default", size: "default" },
});
const leadVariants = cva("mt-5 text-lg leading-8 text-pretty", {
  variants: { variant: { default: "text-ink-600", onDark: "text-ink-300" } },
  defaultVariants: { variant: "default" },
});

type SectionHeadingProps = VariantProps<typeof sectionHeadingVariants> &
  VariantProps<typeof titleVariants> & {
    eyebrow?: string;
    title: ReactNode;
    lead?: ReactNode;
    id?: string;
    as?: "h1" | "h2";
  };

/** The eyebrow, title and lead that open a section. */
export function SectionHeading({ eyebrow, title, lead, id, align, variant, size, as: Heading = "h2" }: SectionHeadingProps) {
  return (
    // A display heading gets the home hero's measure, so its words do not break one to a line; its lead keeps its own.
    <div data-slot="section-heading" className={cn(sectionHeadingVariants({ align }), size === "display" && "max-w-4xl")}>
      {/* On the narrowest phones a hero's eyebrow gives its room to the call to action, as on the home page. */}
      {eyebrow && <p className={cn(eyebrowVariants({ variant }), size === "display" && "max-[22.5rem]:hidden")}>{eyebrow}</p>}
      <Heading id={id} className={titleVariants({ variant, size })}>
        {title}
      </Heading>
      {lead && (
        <p
          className={cn(
            leadVariants({ variant }),
            size === "sub" && "mt-3",
            size === "display" && "mx-auto max-w-3xl max-sm:mt-4 max-sm:text-base max-sm:leading-7 sm:text-xl sm:leading-9",
          )}
        >
          {lead}
        </p>
      )}
    </div>
  );
}
