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

function rings(seed: number) {
  const x = 250 + ((seed * 7) % 50);
  const y = 40 + ((seed * 13) % 60);
  return [24, 52, 84, 120].map((radius) => <circle key={radius} cx={x} cy={y} r={radius} />);
}

function bars(seed: number) {
  return [0, 1, 2, 3].map((index) => {
    const width = 120 - index * 22 - ((seed * (index + 3)) % 5) * 6;
    // Filled, palest for the lowest rank: a ranking, not a row of empty fields.
    return (
      <rect
        key={index}
        x={300 - width}
        y={24 + index * 22}
        width={width}
        height="12"
        rx="6"
        className="fill-brand-300"
        fillOpacity={1 - index * 0.22}
      />
    );
  });
}

function page(seed: number) {
  const x = 190 + (seed % 20);
  return (
    <>
      <rect x={x} y="22" width="110" height="150" rx="10" />
      {[0, 1, 2, 3].map((index) => (
        <path key={index} d={`M${x + 18} ${50 + index * 18}h${index === 0 ? 40 : 74 - ((seed * (index + 5)) % 4) * 10}`} />
      ))}
    </>
  );
}

/**
 * A post's cover: its section on the brand's tint, its category's drawing in fine lines, placed by the post. Not its
 * title, which the card sets right below (a fact told once). Drawn in HTML and SVG (no image to download); hidden from
 * assistive technology, since the card names the post beside it.
 */
export function PostCover({
  slug,
  categorySlug,
  section,
  className,
}: {
  slug: string;
  categorySlug: string;
  section: string;
  className?: string;
}) {
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
        preserveAspectRatio="xMaxYMin meet"
        className="absolute inset-0 -z-10 size-full fill-none stroke-brand-300"
        strokeWidth="1.5"
        aria-hidden="true"
        focusable="false"
      >
        {draw(seedOf(slug))}
      </svg>
      <p className="flex items-center gap-2 text-xs font-semibold tracking-wider text-brand-700 uppercase">
        <LogoMark className="size-5" />
        {section}
      </p>
    </div>
  );
}
