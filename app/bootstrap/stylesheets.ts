import { STYLESHEET_UNTIL_NEEDED_TYPE } from "#app/bootstrap/page-signals.ts";

/** Marks a held stylesheet asked for and not yet loaded, for whichever module asks for it next. */
const LOADING_ATTRIBUTE = "data-stylesheet-loading";

const loaded = (link: Element) =>
  new Promise((settled) => {
    const settle = () => {
      link.removeAttribute(LOADING_ATTRIBUTE);
      settled(undefined);
    };
    link.addEventListener("load", settle, { once: true });
    link.addEventListener("error", settle, { once: true });
  });

/**
 * Loads the page's stylesheets held until needed and waits until they have loaded (or failed), those another module
 * asked for first included: the application, or the blog's search before it, renders what the page's critical CSS
 * does not style.
 */
export const loadStylesheets = () =>
  Promise.all([
    ...[...document.querySelectorAll(`link[${LOADING_ATTRIBUTE}]`)].map(loaded),
    ...[...document.querySelectorAll(`link[rel=stylesheet][type="${STYLESHEET_UNTIL_NEEDED_TYPE}"]`)].map((link) => {
      const settled = loaded(link);
      link.setAttribute(LOADING_ATTRIBUTE, "");
      link.removeAttribute("type");
      return settled;
    }),
  ]);
