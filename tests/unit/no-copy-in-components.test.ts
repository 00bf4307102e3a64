/**
 * Components hold structure and design; every word a visitor reads or hears comes from a content file (decision 094).
 * This reads each component's JSX as the compiler does and fails on text written into it, and on the attributes that
 * carry words (a label, a title, an alt text), so copy cannot creep back into code.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const projectRoot = resolve(import.meta.dirname, "..", "..");
const WORDS = /[A-Za-z]{2}/;
/** Attributes whose value a visitor reads or a screen reader speaks. */
const COPY_ATTRIBUTES = new Set([
  "alt",
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "description",
  "eyebrow",
  "heading",
  "label",
  "lead",
  "placeholder",
  "title",
]);

const components = execFileSync("git", ["ls-files", "app/**/*.tsx"], { cwd: projectRoot, encoding: "utf8" }).trim().split("\n");

/** "file:line: what" for each piece of copy written into a component. */
const copyIn = (file: string): string[] => {
  const source = ts.createSourceFile(
    file,
    readFileSync(resolve(projectRoot, file), "utf8"),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORDS.test(node.text)) found.push(`${where(node)}: text "${node.text.trim()}"`);
    if (
      ts.isJsxAttribute(node) &&
      COPY_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer &&
      (ts.isStringLiteral(node.initializer) ||
        (ts.isJsxExpression(node.initializer) &&
          node.initializer.expression &&
          (ts.isStringLiteral(node.initializer.expression) ||
            ts.isNoSubstitutionTemplateLiteral(node.initializer.expression)))) &&
      WORDS.test(node.initializer.getText(source))
    )
      found.push(`${where(node)}: ${node.getText(source)}`);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

describe("components", () => {
  it("hold no copy: every word comes from a content file", () => {
    expect(components.length).toBeGreaterThan(40);
    expect(components.flatMap(copyIn)).toEqual([]);
  });
});
