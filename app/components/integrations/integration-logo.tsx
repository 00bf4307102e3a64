import { type SimpleIcon, siClickup, siGithub, siGitlab, siGooglecalendar, siJira } from "simple-icons";
import { cn } from "#app/lib/cn.ts";
import type { IntegrationSlug } from "#core/page-slugs.ts";

/**
 * Each tool's own logo, from simple-icons (CC0; decision 097): only these five icons' path data reach the bundle,
 * drawn inline in the brand's colour on a white tile that stays white in both colour schemes, so every mark keeps
 * its contrast (GitHub's is near-black).
 */
const icons: Record<IntegrationSlug, SimpleIcon> = {
  jira: siJira,
  clickup: siClickup,
  github: siGithub,
  gitlab: siGitlab,
  "google-calendar": siGooglecalendar,
};

export function IntegrationLogo({ slug, size = "md" }: { slug: IntegrationSlug; size?: "md" | "lg" }) {
  const icon = icons[slug];
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-2xl bg-[#fff] shadow-card ring-1 ring-ink-200",
        size === "lg" ? "size-16" : "size-12",
      )}
    >
      <svg
        role="img"
        aria-label={icon.title}
        viewBox="0 0 24 24"
        fill={`#${icon.hex}`}
        className={size === "lg" ? "size-9" : "size-7"}
      >
        <path d={icon.path} />
      </svg>
    </span>
  );
}
