import type { CSSProperties } from "react";
import { cn } from "#app/lib/cn.ts";
import type { IntegrationLogoDrawing } from "#core/integration-logos.ts";

/**
 * A tool's own logo, the drawing its file names (core/integration-logos.ts), handed over by the route's loader so the
 * icon set never reaches the bundle: drawn inline on a raised tile, in the brand's colour on white, and on the dark
 * scheme's tile in that colour lightened until it reads there (GitHub's near-black mark turns white).
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
        "inline-flex shrink-0 items-center justify-center rounded-2xl bg-raised shadow-card ring-1 ring-ink-200",
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
        style={{ "--night-fill": `#${logo.nightHex}` } as CSSProperties}
        className={cn("dark:fill-(--night-fill)", { sm: "size-5", md: "size-7", lg: "size-7 xs:size-9" }[size])}
      >
        <path d={logo.path} />
      </svg>
    </span>
  );
}
