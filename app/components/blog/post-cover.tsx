import { ContentIcon } from "#app/components/content-icon.tsx";
import { cn } from "#app/lib/cn.ts";
import { blogCategories } from "#content/blog-categories.ts";

/**
 * A post's cover: Northstar's compass rose (the openings' motif, decision 117) on the brand's tint, its category's icon raised at the
 * star. Neither its title nor its section, which the card sets right below (a fact told once). Drawn in HTML and CSS
 * (no image to download); hidden from assistive technology, since the card names the post beside it.
 */
export function PostCover({ categorySlug, className }: { categorySlug: string; className?: string }) {
  const icon = blogCategories.find((category) => category.slug === categorySlug)?.icon ?? "Sparkles";
  return (
    <div
      aria-hidden="true"
      className={cn(
        "relative isolate grid place-items-center overflow-hidden rounded-xl border border-brand-100 bg-radial-[ellipse_at_50%_30%] from-brand-100 to-brand-50",
        className,
      )}
    >
      {/* The openings' compass rose, drawn small here: its star under the icon, its rings and rays reaching the edges. */}
      <svg
        viewBox="0 0 320 180"
        preserveAspectRatio="xMidYMid slice"
        className="absolute inset-0 -z-10 size-full fill-none stroke-brand-300 opacity-70"
        strokeWidth="1"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="160" cy="84" r="60" />
        <circle cx="160" cy="84" r="110" strokeDasharray="2 6" />
        <circle cx="160" cy="84" r="170" />
        <path d="M160 84v96M160 84 0 164M160 84l160 80M160 84 70 180M160 84l90 96" />
      </svg>
      <div className="grid size-20 place-items-center rounded-3xl bg-white shadow-card ring-1 ring-brand-100 sm:size-24">
        <ContentIcon name={icon} className="size-9 text-brand-600 sm:size-11" />
      </div>
    </div>
  );
}
