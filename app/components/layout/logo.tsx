import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "#app/lib/cn.ts";
import { site } from "#content/site.ts";

/** The North Star mark: a four-pointed star inside a rounded square. */
export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="#003543" />
      <path d="M16 5.5c.7 5.6 3.4 8.3 9 9-5.6.7-8.3 3.4-9 9-.7-5.6-3.4-8.3-9-9 5.6-.7 8.3-3.4 9-9Z" fill="#fff" />
      <circle cx="23.5" cy="8.5" r="1.6" fill="#f5a524" />
    </svg>
  );
}

const wordmarkVariants = cva("text-lg font-semibold tracking-tight", {
  variants: {
    variant: { default: "text-ink-900", onDark: "text-white" },
    /** The name's size: always the same, or a step smaller below 360 px, its mark too (where the header's row is tight). */
    wordmark: { always: "", smallerOnSmallPhones: "max-xs:text-base" },
  },
  defaultVariants: { variant: "default", wordmark: "always" },
});

/** The mark and the product's name, on a light background or a dark one. */
export function Logo({ variant, wordmark }: VariantProps<typeof wordmarkVariants>) {
  return (
    <span className={cn("inline-flex items-center gap-2", wordmark === "smallerOnSmallPhones" && "max-xs:gap-1.5")}>
      <LogoMark className={cn("size-8", wordmark === "smallerOnSmallPhones" && "max-xs:size-7")} />
      <span className={wordmarkVariants({ variant, wordmark })}>{site.name}</span>
    </span>
  );
}
