/**
 * Which AstroWind page each of ours is measured against: its home, pricing, a blog post, the blog list and its
 * contact page (our sales contact form). Our side is named through the registry, AstroWind's by its own paths under
 * its base.
 */
import { pagePath } from "#core/page-paths.ts";
import { firstBlogPostPath } from "./route-list.ts";

/** Ours and AstroWind's path for the same kind of page. */
export type AstrowindPair = { page: string; astrowind: string };

/** A plain Markdown post of AstroWind's (no embeds), like ours. */
const ASTROWIND_POST = "/get-started-website-with-astro-tailwind-css";

export const astrowindPairs = (base: string, post: string | undefined = firstBlogPostPath()): AstrowindPair[] => [
  { page: pagePath("home"), astrowind: base },
  { page: pagePath("pricing"), astrowind: `${base}/pricing` },
  ...(post ? [{ page: post, astrowind: `${base}${ASTROWIND_POST}` }] : []),
  { page: pagePath("blog"), astrowind: `${base}/blog` },
  { page: pagePath("contactSales"), astrowind: `${base}/contact` },
];

/** The pairs whose page of ours is measured in this run. */
export const measuredPairs = (pairs: readonly AstrowindPair[], measured: readonly { path: string }[]): AstrowindPair[] =>
  pairs.filter((pair) => measured.some((route) => route.path === pair.page));
