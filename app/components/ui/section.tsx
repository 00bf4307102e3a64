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
const titleVariants = cva("text-title font-semibold text-balance", {
  variants: { variant: { default: "text-ink-900", onDark: "text-white" } },
  defaultVariants: { variant: "default" },
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
export function SectionHeading({ eyebrow, title, lead, id, align, variant, as: Heading = "h2" }: SectionHeadingProps) {
  return (
    <div data-slot="section-heading" className={sectionHeadingVariants({ align })}>
      {eyebrow && <p className={eyebrowVariants({ variant })}>{eyebrow}</p>}
      <Heading id={id} className={titleVariants({ variant })}>
        {title}
      </Heading>
      {lead && <p className={leadVariants({ variant })}>{lead}</p>}
    </div>
  );
}
