import { cn } from "#app/lib/cn.ts";
import { blogCategories } from "#content/blog-categories.ts";

/** A number from a post's slug, the same on every build: it varies the drawing between posts of one category. */
const seedOf = (slug: string) => [...slug].reduce((sum, character) => (sum * 31 + character.charCodeAt(0)) % 997, 7);

/**
 * Each category's drawing and tint, in the categories' order: discovery's rings of a widening search, prioritization's
 * ranked bars, specs and delivery's page of writing. A later category reuses them in turn.
 */
const arts = [
  { tint: "from-brand-100 via-brand-50 to-star-100", draw: rings },
  { tint: "from-star-100 via-brand-50 to-brand-100", draw: bars },
  { tint: "from-success-100 via-brand-50 to-brand-100", draw: page },
] as const;

function rings(seed: number) {
  const x = 60 + ((seed * 7) % 200);
  const y = 30 + ((seed * 13) % 100);
  return (
    <>
      {[28, 58, 92].map((radius, index) => (
        <circle key={radius} cx={x} cy={y} r={radius} fill="none" stroke="currentColor" strokeOpacity={0.7 - index * 0.2} />
      ))}
      <circle cx={x} cy={y} r="7" fill="currentColor" />
    </>
  );
}

function bars(seed: number) {
  return [0, 1, 2, 3].map((index) => {
    const width = 230 - index * 40 - ((seed * (index + 3)) % 7) * 9;
    return (
      <rect
        key={index}
        x="40"
        y={34 + index * 26}
        width={width}
        height="14"
        rx="7"
        fill="currentColor"
        fillOpacity={0.75 - index * 0.15}
      />
    );
  });
}

function page(seed: number) {
  const lines = [92, 84, 96, 58].map((width, index) => ({ y: 70 + index * 16, width: width - ((seed * (index + 5)) % 4) * 12 }));
  return (
    <>
      <rect x={30 + (seed % 60)} y="30" width="190" height="150" rx="12" className="fill-white" />
      <rect x={48 + (seed % 60)} y="48" width="60" height="8" rx="4" fill="currentColor" />
      {lines.map(({ y, width }) => (
        <rect key={y} x={48 + (seed % 60)} y={y} width={width * 1.5} height="6" rx="3" className="fill-ink-100" />
      ))}
    </>
  );
}

/** A post's cover: its category's drawing, varied by the post, drawn in SVG (no image to download). */
export function PostCover({ slug, categorySlug, className }: { slug: string; categorySlug: string; className?: string }) {
  const index = Math.max(
    blogCategories.findIndex((category) => category.slug === categorySlug),
    0,
  );
  const art = arts[index % arts.length] ?? arts[0];
  return (
    <div aria-hidden="true" className={cn("overflow-hidden rounded-xl bg-gradient-to-br", art.tint, className)}>
      <svg
        viewBox="0 0 320 160"
        preserveAspectRatio="xMidYMid slice"
        className="size-full text-brand-400"
        aria-hidden="true"
        focusable="false"
      >
        {art.draw(seedOf(slug))}
      </svg>
    </div>
  );
}
