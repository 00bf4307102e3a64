import { canonicalPath } from "./canonical.ts";
import { site } from "./site.ts";

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** Where the build writes a page's share image: /og/<path>.png, with the home page at /og/home.png. */
export const ogImagePath = (path: string): string => {
  const canonical = canonicalPath(path);
  return `/og/${canonical === "/" ? "home" : canonical.slice(1)}.png`;
};

/** The headline a page's share card draws: its title without the site's name after it ("Pricing | Northstar"). */
export const ogCardTitle = (title: string): string => title.replace(new RegExp(`\\s*[|:]\\s*${site.name}.*$`), "");

/** What the card shows, for those who cannot see it: the site's logo above the card's headline. */
export const ogCardAlt = (title: string): string => {
  const headline = ogCardTitle(title);
  return headline.startsWith(site.name) ? headline : `${site.name}: ${headline}`;
};
