/**
 * Each page's critical CSS: the rules of the site's stylesheet that can apply to the page as prerendered, worked out
 * by PurgeCSS from the classes, ids, tags and attributes of the page's own elements (read by its HTML parser, so
 * that Tailwind's class names, brackets and quotes included, are read whole). The page carries only these inline;
 * the whole stylesheet loads with the application (paint-first.ts), which renders what no prerendered page holds
 * (dialogs, toasts, other routes).
 * Smaller, the document fits the first round trip of a new connection (docs/decisions/101).
 *
 * The web font is not in it: its `@font-face` goes to the page apart, so that the first paint is never held for the
 * font (the bootstrap applies it right after that paint, a `<noscript>` copy when scripts are off). Local fallback
 * faces, which fetch nothing, stay in.
 */
import { PurgeCSS } from "purgecss";
import purgeFromHtml from "purgecss-from-html";

/**
 * Selectors kept whatever the page holds: states a page reaches without its application and without any element in
 * that state as prerendered (an open FAQ answer or menu, native `<details>` and popover; a field the no-JavaScript
 * answer page marks invalid, server/form-posts/answer-page.ts). PurgeCSS matches these against a selector's parts,
 * not its text.
 */
export const KEPT_SELECTORS = [/open/, /aria-invalid/];
/**
 * The layer kept whole: the preflight and the site's element styles, rules for elements every page has, and some
 * PurgeCSS misreads (it drops `[hidden]:where(:not([hidden=until-found]))`, reading the value as one no element has).
 */
const WHOLE_LAYER = "base";

const FONT_FACE = /@font-face\{[^}]*\}/g;
/** A face whose source is a file (fetched), as opposed to one made of fonts the visitor already has (`local()`). */
const isWebFont = (face: string) => /\burl\(/.test(face);
/** Top-level `@layer name{` blocks in a minified stylesheet, in order of first appearance. */
const LAYER_BLOCK = /@layer ([\w-]+)\{/g;

const PROPERTY_RULE = /@property (--[\w-]+)\{[^}]*\}/g;

/** Where the block that starts at `open` (the index of its `{`) ends, after its `}`. */
const blockEnd = (css: string, open: number): number => {
  let depth = 0;
  for (let index = open; index < css.length; index += 1) {
    if (css[index] === "{") depth += 1;
    else if (css[index] === "}" && --depth === 0) return index + 1;
  }
  return css.length;
};

/** A minified stylesheet's first `@layer <name>{…}` block, and the stylesheet around it (`before` and `after`). */
const layerBlock = (css: string, name: string): { before: string; block: string; after: string } => {
  const start = css.indexOf(`@layer ${name}{`);
  if (start < 0) return { before: css, block: "", after: "" };
  const end = blockEnd(css, css.indexOf("{", start));
  return { before: css.slice(0, start), block: css.slice(start, end), after: css.slice(end) };
};

/**
 * Tailwind gives every custom property a utility of the stylesheet uses its default twice: registered (`@property`,
 * not inherited, with an initial value), and set on every element in the `properties` layer, under an `@supports`
 * that only browsers without `@property` pass. PurgeCSS keeps them all. The critical CSS keeps one copy: the layer's
 * defaults, for every browser (the same values, set on each element rather than inherited), without the defaults no
 * kept rule reads or sets. The registrations, three times the bytes, come with the whole stylesheet.
 */
export const withPropertyDefaultsOnce = (css: string): string => {
  const { before, block, after } = layerBlock(css, "properties");
  const [start, end] = [before.replace(PROPERTY_RULE, ""), after.replace(PROPERTY_RULE, "")];
  const rest = start + end;
  const used = (name: string) => rest.includes(`${name}:`) || rest.includes(`${name})`) || rest.includes(`${name},`);
  const defaults = block.replace(/(--[\w-]+):[^;}]*(;|(?=\}))/g, (declaration, name: string) => (used(name) ? declaration : ""));
  return start + withoutSupportsCondition(defaults) + end;
};

/** `@layer name{@supports (…){rules}}` as `@layer name{rules}`: the rules, whatever the browser supports. */
const withoutSupportsCondition = (layer: string): string => {
  const supports = layer.indexOf("@supports");
  if (supports < 0) return layer;
  const open = layer.indexOf("{", supports);
  const end = blockEnd(layer, open);
  return layer.slice(0, supports) + layer.slice(open + 1, end - 1) + layer.slice(end);
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
  const { before, block: wholeLayer, after } = layerBlock(stylesheet.replace(FONT_FACE, ""), WHOLE_LAYER);
  const purgeable = before + after;
  return {
    webFonts,
    criticalFor: async (html) => {
      const [result] = await new PurgeCSS().purge({
        content: [{ raw: html, extension: "html" }],
        css: [{ raw: purgeable }],
        extractors: [{ extractor: purgeFromHtml, extensions: ["html"] }],
        // Tailwind's animations name their keyframes through custom properties, which PurgeCSS cannot follow.
        keyframes: false,
        variables: false,
        safelist: { greedy: KEPT_SELECTORS },
      });
      if (result === undefined) throw new Error("PurgeCSS returned no critical CSS");
      return `${layerOrder}${localFaces}${wholeLayer}${withPropertyDefaultsOnce(result.css)}`;
    },
  };
};
