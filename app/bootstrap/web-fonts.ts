/**
 * Applies the page's web fonts, held in a `<noscript>` so that they wait for the first paint (core/web-fonts.ts):
 * with scripts on, a `<noscript>` holds its markup as text, which is added to the head here. Bundled into every
 * page's bootstrap, which runs after the first paint.
 */
import { WEB_FONTS_ATTRIBUTE } from "#core/web-fonts.ts";

export const applyWebFonts = (): void => {
  for (const fonts of document.querySelectorAll(`noscript[${WEB_FONTS_ATTRIBUTE}]`)) {
    document.head.insertAdjacentHTML("beforeend", fonts.textContent ?? "");
    fonts.remove();
  }
};
