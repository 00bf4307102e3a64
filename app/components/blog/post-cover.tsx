import { LogoMark } from "#app/components/layout/logo.tsx";
import { cn } from "#app/lib/cn.ts";
import { blogCategories } from "#content/blog-categories.ts";

/** A number from a post's slug, the same on every build: it places the category's drawing differently per post. */
const seedOf = (slug: string) => [...slug].reduce((sum, character) => (sum * 31 + character.charCodeAt(0)) % 997, 7);

/**
 * Each category's line drawing, in the categories' order: discovery's rings of a widening search, prioritization's
 * ranked bars, specs and delivery's page of writing. A later category reuses them in turn.
 */
const drawings = [rings, bars, page] as const;

// Each drawing fills the cover's middle (viewBox 320 × 180), so a large cover never reads as an empty box.
function rings(seed: number) {
  const x = 150 + ((seed * 7) % 40);
  const y = 80 + ((seed * 13) % 30);
  return (
    <>
      {[18, 40, 66, 96, 130].map((radius) => (
        <circle key={radius} cx={x} cy={y} r={radius} strokeOpacity={1 - radius / 200} />
      ))}
      <circle cx={x} cy={y} r="5" className="fill-brand-500 stroke-none" />
    </>
  );
}

function bars(seed: number) {
  return [0, 1, 2, 3, 4].map((index) => {
    const width = 200 - index * 30 - ((seed * (index + 3)) % 5) * 6;
    // Filled, palest for the lowest rank: a ranking, not a row of empty fields.
    return (
      <rect
        key={index}
        x="60"
        y={32 + index * 26}
        width={width}
        height="12"
        rx="6"
        className="fill-brand-300"
        fillOpacity={1 - index * 0.18}
      />
    );
  });
}

function page(seed: number) {
  const x = 110 + (seed % 20);
  return (
    <>
      <rect x={x + 16} y="14" width="110" height="150" rx="10" strokeOpacity="0.5" />
      <rect x={x} y="26" width="110" height="150" rx="10" className="fill-brand-50" />
      <path d={`M${x + 18} 50h48`} className="stroke-brand-500" strokeWidth="3" />
      {[0, 1, 2, 3, 4].map((index) => (
        <path key={index} d={`M${x + 18} ${70 + index * 16}h${74 - ((seed * (index + 5)) % 4) * 10}`} />
      ))}
    </>
  );
}

/**
 * A post's cover: the brand's mark on its tint, its category's drawing in fine lines, placed by the post. Neither its
 * title nor its section, which the card sets right below (a fact told once). Drawn in HTML and SVG (no image to download); hidden from
 * assistive technology, since the card names the post beside it.
 */
export function PostCover({ slug, categorySlug, className }: { slug: string; categorySlug: string; className?: string }) {
  const index = Math.max(
    blogCategories.findIndex((category) => category.slug === categorySlug),
    0,
  );
  const draw = drawings[index % drawings.length] ?? rings;
  return (
    <div
      aria-hidden="true"
      className={cn(
        "relative isolate overflow-hidden rounded-xl border border-brand-100 bg-gradient-to-br from-brand-50 to-brand-100 p-5 sm:p-8",
        className,
      )}
    >
      <svg
        viewBox="0 0 320 180"
        preserveAspectRatio="xMidYMid meet"
        className="absolute inset-0 -z-10 size-full fill-none stroke-brand-300"
        strokeWidth="1.5"
        aria-hidden="true"
        focusable="false"
      >
        {draw(seedOf(slug))}
      </svg>
      <LogoMark className="size-5" />
    </div>
  );
}
