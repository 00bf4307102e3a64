/**
 * Writes one "## Section" of docs/performance.md, leaving every other section as it is: the Lighthouse, static
 * serving and build benchmarks each own one section, other contributors own the rest.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { projectRoot } from "#tooling/project-root.ts";

export const performanceDocPath = join(projectRoot, "docs", "performance.md");

const DOC_TITLE =
  "# Performance\n\nMeasured figures. Each section is written by the benchmark named in it; run it again to refresh.\n";

/** Replaces the section whose heading is exactly `## ${heading}` (up to the next `## `), or appends it. */
export const replaceSection = (document: string, heading: string, body: string): string => {
  const section = `## ${heading}\n\n${body.trim()}\n`;
  const lines = document.split("\n");
  const start = lines.findIndex((line) => line.trimEnd() === `## ${heading}`);
  if (start === -1) return `${document.trimEnd()}\n\n${section}`;
  const next = lines.findIndex((line, index) => index > start && /^## /.test(line));
  const before = lines.slice(0, start).join("\n").trimEnd();
  const after = next === -1 ? "" : lines.slice(next).join("\n").trimEnd();
  return `${before}\n\n${section}${after ? `\n${after}\n` : ""}`;
};

export const writePerformanceSection = (heading: string, body: string): void => {
  const current = existsSync(performanceDocPath) ? readFileSync(performanceDocPath, "utf8") : DOC_TITLE;
  mkdirSync(dirname(performanceDocPath), { recursive: true });
  writeFileSync(performanceDocPath, replaceSection(current, heading, body));
  console.log(`Wrote "## ${heading}" in ${performanceDocPath}`);
};
