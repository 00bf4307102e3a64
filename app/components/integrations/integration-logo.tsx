import { cn } from "#app/lib/cn.ts";
import type { IntegrationSlug } from "#core/page-paths.ts";

/**
 * A monogram tile in each tool's brand colour: recognisable without shipping third-party logos. The colours are
 * literal, not the palette's, so a brand looks the same in both colour schemes.
 */
const marks: Record<IntegrationSlug, { label: string; className: string }> = {
  jira: { label: "J", className: "bg-[#0052cc] text-[#fff]" },
  clickup: { label: "C", className: "bg-gradient-to-br from-[#7b68ee] to-[#fd71af] text-[#fff]" },
  github: { label: "GH", className: "bg-[#1f2328] text-[#fff]" },
  gitlab: { label: "GL", className: "bg-[#c2381f] text-[#fff]" },
  "google-calendar": { label: "31", className: "bg-[#fff] text-[#1a73e8] ring-1 ring-ink-200" },
};

export function IntegrationLogo({ slug, size = "md" }: { slug: IntegrationSlug; size?: "md" | "lg" }) {
  const mark = marks[slug];
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-2xl font-bold tracking-tight shadow-card",
        size === "lg" ? "size-16 text-xl" : "size-12 text-base",
        mark.className,
      )}
    >
      {mark.label}
    </span>
  );
}
