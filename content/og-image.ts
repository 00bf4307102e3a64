import { canonicalPath } from "./canonical.ts";

export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** Where the build writes a page's share image: /og/<path>.png, with the home page at /og/home.png. */
export const ogImagePath = (path: string): string => {
  const canonical = canonicalPath(path);
  return `/og/${canonical === "/" ? "home" : canonical.slice(1)}.png`;
};
