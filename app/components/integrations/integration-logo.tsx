import type { CSSProperties } from "react";
import { cn } from "#app/lib/cn.ts";
import type { IntegrationLogoDrawing } from "#core/integration-logos.ts";

/**
 * A tool's own logo, the drawing its file names (core/integration-logos.ts), handed over by the route's loader so the
 * icon set never reaches the bundle: drawn inline in the brand's colour on a white tile that stays white in both colour
 * schemes, so every mark keeps its contrast (GitHub's is near-black).
 */
export function IntegrationLogo({
  logo,
  size = "md",
  className,
  style,
}: {
  logo: IntegrationLogoDrawing;
  size?: "sm" | "md" | "lg";
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-2xl bg-[var(--logo-tile,#fff)] shadow-card ring-1 ring-ink-200",
        { sm: "size-10 rounded-xl", md: "size-12", lg: "size-12 xs:size-16" }[size],
        className,
      )}
      style={style}
    >
      <svg
        role="img"
        aria-label={logo.title}
        viewBox="0 0 24 24"
        fill={`#${logo.hex}`}
        className={{ sm: "size-5", md: "size-7", lg: "size-7 xs:size-9" }[size]}
      >
        <path d={logo.path} />
      </svg>
    </span>
  );
}
