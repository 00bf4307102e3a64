import type { ComponentProps, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";
import { Container } from "./container.tsx";

type SectionProps = ComponentProps<"section"> & { tone?: "plain" | "tint" | "dark" };

const tones = {
  plain: "bg-white",
  tint: "bg-ink-50",
  dark: "bg-ink-950 text-white",
} as const;

export function Section({ className, tone = "plain", children, ...props }: SectionProps) {
  return (
    <section className={cn("py-20 sm:py-28", tones[tone], className)} {...props}>
      <Container>{children}</Container>
    </section>
  );
}

type SectionHeadingProps = {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  id?: string;
  align?: "center" | "start";
  tone?: "light" | "dark";
  as?: "h1" | "h2";
};

/** The eyebrow, title and lead that open a section. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  id,
  align = "center",
  tone = "light",
  as: Heading = "h2",
}: SectionHeadingProps) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow && (
        <p
          className={cn(
            "mb-3 text-sm font-semibold tracking-wide uppercase",
            tone === "dark" ? "text-brand-300" : "text-brand-700",
          )}
        >
          {eyebrow}
        </p>
      )}
      <Heading id={id} className={cn("text-title font-semibold text-balance", tone === "dark" ? "text-white" : "text-ink-900")}>
        {title}
      </Heading>
      {lead && (
        <p className={cn("mt-5 text-lg leading-8 text-pretty", tone === "dark" ? "text-ink-300" : "text-ink-600")}>{lead}</p>
      )}
    </div>
  );
}
