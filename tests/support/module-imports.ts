/** What a source file imports, read the way TypeScript reads it, for the tests that check who may import what. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { projectRoot } from "#tooling/project-root.ts";
import { vendoredFolders } from "#tooling/vendored-folders.ts";

/** The files under a folder, as paths from the root, without descending into a vendored folder (not the project's code). */
const filesWithin = (folder: string): string[] =>
  readdirSync(join(projectRoot, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return vendoredFolders.some((vendored) => vendored === path) ? [] : filesWithin(path);
    return entry.isFile() ? [path] : [];
  });

/** Every file under a folder of the project whose name ends with one of `extensions`, as a path from the root. */
export const filesUnder = (folder: string, extensions: readonly string[]): string[] =>
  filesWithin(folder)
    .filter((file) => extensions.some((extension) => file.endsWith(extension)))
    .sort();

/** A package's file found through require.resolve, or the resolve of createRequire(import.meta.url). */
const resolvedPackageFile = /\b(?:require|createRequire\(\s*import\.meta\.url\s*\))\.resolve\(\s*["'`]([^"'`$]+)/g;

/** A stylesheet's `@import "…"` (Tailwind, for one). */
const cssImport = /@import\s+["']([^"']+)["']/g;

/**
 * Every module specifier a file names: static and dynamic imports, `export … from` (TypeScript's reading, so a
 * string or a comment that only looks like an import is not one), and files resolved from a package.
 */
export const importsOf = (file: string): string[] => {
  const source = readFileSync(join(projectRoot, file), "utf8");
  if (file.endsWith(".css")) return [...source.matchAll(cssImport)].map((match) => match[1] ?? "");
  return [
    ...ts.preProcessFile(source, true, true).importedFiles.map((imported) => imported.fileName),
    ...[...source.matchAll(resolvedPackageFile)].map((match) => match[1] ?? ""),
  ];
};
