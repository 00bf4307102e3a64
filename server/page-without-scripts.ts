/**
 * A prerendered page as it is without JavaScript: no script but structured data (`application/ld+json`, which a page
 * without scripts still carries), no module preload, and the web fonts in place, since no bootstrap will apply them
 * (decision 101). The no-JS answer page of a form post is one (form-posts/answer-page.ts); the Lighthouse bench's
 * no-JS twins are another (bench/lighthouse/no-js-twins.ts).
 */
import { type HTMLElement, parse } from "node-html-parser";
import { WEB_FONTS_ATTRIBUTE } from "#core/web-fonts.ts";

/** Takes the scripts out of a parsed page, in place. */
export const removeScripts = (document: HTMLElement): void => {
  for (const script of document.querySelectorAll("script")) {
    if (!/^application\/(ld\+)?json$/.test(script.getAttribute("type") ?? "")) script.remove();
  }
  for (const preload of document.querySelectorAll('link[rel="modulepreload"]')) preload.remove();
  // Even where scripts are on, the fonts then apply as they load, as they do where scripts are off.
  for (const fonts of document.querySelectorAll(`noscript[${WEB_FONTS_ATTRIBUTE}]`)) fonts.replaceWith(fonts.innerHTML);
};

export const pageWithoutScripts = (html: string): string => {
  const document = parse(html, { comment: true });
  removeScripts(document);
  return document.toString();
};
