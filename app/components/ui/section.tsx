import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { Container } from "./container.tsx";

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

export type SectionProps = ComponentProps<"section"> & VariantProps<typeof sectionVariants>;

/** A full-width band of the page with its content in the site's container. */
export function Section({ className, variant, children, ...props }: SectionProps) {
  return (
    <section data-slot="section" className={cn(sectionVariants({ variant }), className)} {...props}>
      <Container>{children}</Container>
    </section>
  );
}

const sectionHeadingVariants = cva("max-w-3xl", {
  variants: {
    align: { center: "mx-auto text-center", start: "" },
  },
  defaultVariants: { align: "center" },
});

// One variant for the three lines of the heading: on a light section, or on a dark one.
const eyebrowVariants = cva("mb-3 text-sm font-semibold tracking-wide uppercase", {
  variants: { variant: { default: "text-brand-700", onDark: "text-brand-300" } },
  defaultVariants: { variant: "default" },
});
const titleVariants = cva("font-semibold text-balance", {
  variants: {
    variant: { default: "text-ink-900", onDark: "text-white" },
    /** "sub": a heading right under the page's h1 that must not compete with it. */
    size: { default: "text-title", sub: "text-2xl tracking-tight sm:text-3xl" },
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
    <div data-slot="section-heading" className={sectionHeadingVariants({ align })}>
      {eyebrow && <p className={eyebrowVariants({ variant })}>{eyebrow}</p>}
      <Heading id={id} className={titleVariants({ variant, size })}>
        {title}
      </Heading>
      {lead && <p className={cn(leadVariants({ variant }), size === "sub" && "mt-3")}>{lead}</p>}
    </div>
  );
}
