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

import postcss, { type AtRule, type Rule } from "postcss";
import { PurgeCSS } from "purgecss";
import purgeFromHtml from "purgecss-from-html";
import { type CssRule, cssRules, customPropertiesUsed, layerName } from "#scripts/build-steps/css-rules.ts";

/**
 * Selectors kept whatever the page holds: states a page reaches without its application and without any element in
 * that state as prerendered (an open FAQ answer or menu, native `<details>` and popover; a field the no-JavaScript
 * answer page marks invalid, server/form-posts/answer-page.ts). PurgeCSS matches these against a selector's parts,
 * not its text.
 */
export const KEPT_SELECTORS = [/open/, /aria-invalid/];
/**
 * The layer kept whole but for its rules for elements the page does not hold: the preflight and the site's element
 * styles, and rules PurgeCSS misreads (it drops `[hidden]:where(:not([hidden=until-found]))`, reading the value as one
 * no element has) or that match a state set as the page runs (`:root[data-signed-in]`).
 */
const WHOLE_LAYER = "base";

/** A selector list of element names only (`code,kbd,samp,pre`). */
const ELEMENTS_ONLY = /^[a-z][a-z0-9]*(,[a-z][a-z0-9]*)*$/;

/**
 * The base layer less its rules that name only elements the page does not hold: on /pricing, the preflight's for
 * code, sub- and superscripts, progress bars and the like were 200 bytes of its first round trip.
 */
export const withoutAbsentElements = (layer: string, html: string): string => {
  const root = postcss.parse(layer);
  root.walkRules((rule) => {
    const names = rule.selector.replace(/\s+/g, "");
    if (!ELEMENTS_ONLY.test(names)) return;
    if (!names.split(",").some((name) => new RegExp(`<${name}[\\s/>]`, "i").test(html))) rule.remove();
  });
  return root.toString();
};

/** A face whose source is a file (fetched), as opposed to one made of fonts the visitor already has (`local()`). */
const isWebFont = ({ rule }: CssRule) =>
  rule.type === "font-face" &&
  rule.value.properties.some((property) => property.type === "source" && property.value.some((source) => source.type === "url"));

const textOf = (rules: readonly CssRule[]): string => rules.map(({ text }) => text).join("");

/**
 * Tailwind gives every custom property a utility of the stylesheet uses its default twice: registered (`@property`,
 * not inherited, with an initial value), and set on every element in the `properties` layer, under an `@supports`
 * that only browsers without `@property` pass. PurgeCSS keeps them all. The critical CSS keeps one copy: the layer's
 * defaults, for every browser (the same values, set on each element rather than inherited), without the defaults no
 * kept rule reads or sets. The registrations, three times the bytes, come with the whole stylesheet.
 */
export const withPropertyDefaultsOnce = (css: string): string => {
  const { preamble, rules } = cssRules(css);
  const kept = rules.filter(({ rule }) => rule.type !== "property");
  const defaults = kept.find(({ rule }) => layerName(rule) === "properties");
  if (!defaults) return preamble + textOf(kept);
  const used = customPropertiesUsed(textOf(kept.filter((rule) => rule !== defaults)));
  // Edited with PostCSS, which keeps every byte it is not asked to change (lightningcss prints `0%` as `.0%`).
  const layer = postcss.parse(defaults.text);
  layer.walkAtRules("supports", (supports) => {
    supports.replaceWith(supports.nodes ?? []);
  });
  layer.walkDecls((declaration) => {
    if (declaration.prop.startsWith("--") && !used.has(declaration.prop)) declaration.remove();
  });
  const once = layer.toString();
  return preamble + kept.map((rule) => (rule === defaults ? once : rule.text)).join("");
};

const variablesRead = (text: string): string[] => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map(([, name]) => name as string);

/**
 * PurgeCSS keeps every keyframe (`keyframes: false`) and every custom property (`variables: false`), since Tailwind
 * names an animation through a variable (`.animate-rise{animation:var(--animate-rise)}`, `--animate-rise: rise …`)
 * and its palette reads colours through others. The critical CSS drops the custom properties that nothing on the page
 * reads (its kept rules, or `alsoReading`: the rest of the page, inline styles included; until none is left, since a
 * dropped one may have been the only reader of another), the rules left empty, then the keyframes no kept animation
 * names: a page carries only the colours and animations it can show before the whole stylesheet comes.
 */
export const withoutUnreadVariables = (css: string, alsoReading = ""): string => {
  const root = postcss.parse(css);
  const readElsewhere = variablesRead(alsoReading);
  for (let dropped = true; dropped; ) {
    const read = new Set(readElsewhere);
    root.walkDecls((declaration) => {
      for (const name of variablesRead(declaration.value)) read.add(name);
    });
    dropped = false;
    root.walkDecls(/^--/, (declaration) => {
      if (read.has(declaration.prop)) return;
      declaration.remove();
      dropped = true;
    });
  }
  // Innermost first, so a block whose only rule went is emptied in turn (`@media{:root{}}`).
  const emptied: (Rule | AtRule)[] = [];
  root.walk((node) => {
    if ((node.type === "rule" || node.type === "atrule") && node.nodes?.length === 0) emptied.push(node);
  });
  for (let node = emptied.pop(); node; node = emptied.pop()) {
    const parent = node.parent;
    node.remove();
    if ((parent?.type === "rule" || parent?.type === "atrule") && parent.nodes?.length === 0)
      emptied.push(parent as Rule | AtRule);
  }
  const named = new Set<string>();
  root.walkDecls(/^(animation|animation-name|--animate-.*)$/, (declaration) => {
    for (const word of declaration.value.split(/[\s,]+/)) named.add(word);
  });
  root.walkAtRules("keyframes", (keyframes) => {
    if (!named.has(keyframes.params)) keyframes.remove();
  });
  return root.toString();
};

export type PageStyles = {
  /** The critical CSS of a prerendered page: what to inline. */
  criticalFor: (html: string) => Promise<string>;
  /** The `@font-face` rules of the stylesheet's web fonts. */
  webFonts: string;
};

export const pageStyles = (stylesheet: string): PageStyles => {
  const { preamble, rules } = cssRules(stylesheet);
  const faces = rules.filter(({ rule }) => rule.type === "font-face");
  const webFonts = textOf(faces.filter(isWebFont));
  const localFaces = textOf(faces.filter((face) => !isWebFont(face)));
  // Cascade layers rank in the order they first appear. A page whose critical CSS has no rule of one layer would
  // rank that layer last once the whole stylesheet loads after it, above the utilities: so the order is stated first.
  const layers = [...new Set(rules.map(({ rule }) => layerName(rule)).filter((name) => name !== undefined))];
  const layerOrder = layers.length > 0 ? `@layer ${layers.join(",")};` : "";
  const wholeLayer = rules.find(({ rule }) => layerName(rule) === WHOLE_LAYER);
  // The licence banner stays in the whole stylesheet, which every page that runs the application loads; inline in
  // every page it would cost about 50 bytes of the first round trip.
  const purgeable =
    preamble.replace(/\/\*![\s\S]*?\*\//g, "") +
    textOf(rules.filter((rule) => rule.rule.type !== "font-face" && rule !== wholeLayer));
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
      const base = withoutAbsentElements(wholeLayer?.text ?? "", html);
      return `${layerOrder}${localFaces}${base}${withoutUnreadVariables(withPropertyDefaultsOnce(result.css), base + html)}`;
    },
  };
};
