/**
 * Each page's critical CSS: the rules of the site's stylesheet that can apply to the page as prerendered, worked out
 * by Beasties from the page's own elements. The page carries only these inline; the whole stylesheet loads with the
 * application (paint-first.ts), which renders what no prerendered page holds (dialogs, toasts, other routes).
 * Smaller, the document fits the first round trip of a new connection (docs/decisions/101).
 *
 * The web font is not in it: its `@font-face` goes to the page apart, so that the first paint is never held for the
 * font (the bootstrap applies it right after that paint, a `<noscript>` copy when scripts are off). Local fallback
 * faces, which fetch nothing, stay in.
 */
import Beasties from "beasties";

/**
 * Selectors of states a page reaches without its application and without any element in that state as
 * prerendered: an open FAQ answer or menu (native `<details>` and popover), and a field the no-JavaScript answer
 * page marks invalid (server/form-posts/answer-page.ts).
 */
export const STATES_BEFORE_HYDRATION = [/\[open\]/, /:popover-open/, /\[aria-invalid/];

const FONT_FACE = /@font-face\{[^}]*\}/g;
/** A face whose source is a file (fetched), as opposed to one made of fonts the visitor already has (`local()`). */
const isWebFont = (face: string) => /\burl\(/.test(face);
/** Top-level `@layer name{` blocks in a minified stylesheet, in order of first appearance. */
const LAYER_BLOCK = /@layer ([\w-]+)\{/g;

const PROPERTY_RULE = /@property (--[\w-]+)\{[^}]*\}/g;
const PROPERTIES_LAYER = "@layer properties{";

/** Where the block that starts at `open` (the index of its `{`) ends, after its `}`. */
const blockEnd = (css: string, open: number): number => {
  let depth = 0;
  for (let index = open; index < css.length; index += 1) {
    if (css[index] === "{") depth += 1;
    else if (css[index] === "}" && --depth === 0) return index + 1;
  }
  return css.length;
};

/**
 * Tailwind registers every custom property a utility of the stylesheet uses, twice (`@property`, and defaults in
 * the `properties` layer for browsers without it); Beasties keeps them all. Those no kept rule reads or sets go.
 */
export const withoutUnusedProperties = (css: string): string => {
  const layerStart = css.indexOf(PROPERTIES_LAYER);
  const layerEnd = layerStart < 0 ? layerStart : blockEnd(css, layerStart + PROPERTIES_LAYER.length - 1);
  const rest = (layerStart < 0 ? css : css.slice(0, layerStart) + css.slice(layerEnd)).replace(PROPERTY_RULE, "");
  const used = (name: string) => rest.includes(`${name}:`) || rest.includes(`${name})`) || rest.includes(`${name},`);
  const layer =
    layerStart < 0
      ? ""
      : css
          .slice(layerStart, layerEnd)
          .replace(/(--[\w-]+):[^;}]*(;|(?=\}))/g, (declaration, name: string) => (used(name) ? declaration : ""));
  const pruned = layerStart < 0 ? css : css.slice(0, layerStart) + layer + css.slice(layerEnd);
  return pruned.replace(PROPERTY_RULE, (rule, name: string) => (used(name) ? rule : ""));
};

export type PageStyles = {
  /** The critical CSS of a prerendered page: what to inline. */
  criticalFor: (html: string) => Promise<string>;
  /** The `@font-face` rules of the stylesheet's web fonts. */
  webFonts: string;
};

export const pageStyles = (stylesheet: string): PageStyles => {
  const faces = stylesheet.match(FONT_FACE) ?? [];
  const webFonts = faces.filter(isWebFont).join("");
  const localFaces = faces.filter((face) => !isWebFont(face)).join("");
  // Cascade layers rank in the order they first appear. A page whose critical CSS has no rule of one layer would
  // rank that layer last once the whole stylesheet loads after it, above the utilities: so the order is stated first.
  const layers = [...new Set([...stylesheet.matchAll(LAYER_BLOCK)].map(([, name]) => name))];
  const layerOrder = layers.length > 0 ? `@layer ${layers.join(",")};` : "";
  const beasties = new Beasties({
    reduceInlineStyles: true,
    fonts: false,
    keyframes: "critical",
    allowRules: STATES_BEFORE_HYDRATION,
    compress: false,
    logLevel: "silent",
  });
  const withoutFaces = stylesheet.replace(FONT_FACE, "");
  return {
    webFonts,
    criticalFor: async (html) => {
      const body = html.slice(html.search(/<body[\s>]/));
      const reduced = await beasties.process(`<!DOCTYPE html><html><head><style>${withoutFaces}</style></head>${body}`);
      const critical = reduced.match(/<style>([\s\S]*?)<\/style>/)?.[1];
      if (critical === undefined) throw new Error("Beasties returned no critical CSS");
      return `${layerOrder}${localFaces}${withoutUnusedProperties(critical)}`;
    },
  };
};
