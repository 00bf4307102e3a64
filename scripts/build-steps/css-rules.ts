/**
 * A stylesheet's rules as lightningcss parses them, each with its own text cut from the stylesheet at the parser's
 * locations: the build picks and drops whole rules of Tailwind's output and keeps each byte for byte (printed again,
 * lightningcss would add or drop vendor prefixes by its own targets).
 */

import type { Rule } from "lightningcss";
import * as lightningcss from "lightningcss";

/** A top-level rule of a stylesheet: what lightningcss read, and its text, up to the next rule or the end. */
export type CssRule = { rule: Rule; text: string };

/** The parsed stylesheet's rules, top level, and the text before the first (a comment, such as Tailwind's licence). */
export type CssRules = { preamble: string; rules: CssRule[] };

/** Where a rule starts in the text: lightningcss counts lines from 0 and columns from 1, in UTF-16 code units. */
const offsetOf = (lineStarts: readonly number[], { line, column }: { line: number; column: number }): number =>
  (lineStarts[line] ?? Number.NaN) + column - 1;

const locationOf = (rule: Rule): { line: number; column: number } | undefined =>
  "value" in rule && typeof rule.value === "object" && rule.value !== null && "loc" in rule.value
    ? (rule.value.loc as { line: number; column: number })
    : undefined;

const lineStartsOf = (css: string): number[] => {
  const starts = [0];
  for (let index = css.indexOf("\n"); index >= 0; index = css.indexOf("\n", index + 1)) starts.push(index + 1);
  return starts;
};

/** The at-keyword a rule's text must start with, for the rules the build looks for. */
const KEYWORDS: Partial<Record<Rule["type"], string>> = {
  "font-face": "@font-face",
  "layer-block": "@layer",
  "layer-statement": "@layer",
  property: "@property",
};

export const cssRules = (css: string): CssRules => {
  let rules: Rule[] = [];
  lightningcss.transform({
    filename: "stylesheet.css",
    code: Buffer.from(css),
    errorRecovery: true,
    visitor: {
      StyleSheet(stylesheet) {
        rules = stylesheet.rules as Rule[];
      },
    },
  });
  const lineStarts = lineStartsOf(css);
  const starts = rules.map((rule) => {
    const location = locationOf(rule);
    if (!location) throw new Error(`lightningcss gave no location for a ${rule.type} rule`);
    return offsetOf(lineStarts, location);
  });
  return {
    preamble: css.slice(0, starts[0] ?? css.length),
    rules: rules.map((rule, index) => {
      const text = css.slice(starts[index], starts[index + 1] ?? css.length);
      const keyword = KEYWORDS[rule.type];
      if (keyword && !text.startsWith(keyword)) throw new Error(`a ${rule.type} rule does not start where lightningcss says`);
      return { rule, text };
    }),
  };
};

/** The name of a `@layer name{…}` block, dotted when nested (`a.b`). */
export const layerName = (rule: Rule): string | undefined =>
  rule.type === "layer-block" ? rule.value.name?.join(".") : undefined;

/** Every custom property a stylesheet reads (`var(--x)`) or sets (`--x: …`). */
export const customPropertiesUsed = (css: string): Set<string> => {
  const used = new Set<string>();
  lightningcss.transform({
    filename: "stylesheet.css",
    code: Buffer.from(css),
    errorRecovery: true,
    visitor: {
      Variable(variable) {
        used.add(variable.name.ident);
      },
      Declaration: {
        custom(declaration) {
          used.add(declaration.name);
        },
      },
    },
  });
  return used;
};
