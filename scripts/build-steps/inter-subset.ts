/**
 * The site's one web font: Inter Variable cut down to the characters the site's copy uses, the 400–700 weight axis
 * and the layout features browsers apply to Latin text by default. The build makes it from the copy of the moment
 * (`interSubsetPlugin`, before Vite reads app/app.css), so a character an editor adds is drawn in Inter with nothing
 * to commit (docs/decisions/105).
 */
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { extname, join, relative } from "node:path";
import subsetFont from "subset-font";
import type { Plugin, ResolvedConfig } from "vite";
import { TYPOGRAPHIC_PUNCTUATION } from "#core/markdown.ts";

/** Where the build writes the subset, beside app/app.css which names it; ignored by git. */
export const interSubsetFile = (root: string): string => join(root, "app", "fonts", "inter-variable-subset.woff2");

/** Fontsource's Latin file of Inter Variable (every weight, 48 KB): what the subset is cut from. */
export const SOURCE_FONT = createRequire(import.meta.url).resolve(
  "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
);

/** The weights the design uses: Tailwind's font-normal, -medium, -semibold and -bold. */
export const INTER_WEIGHTS = { min: 400, max: 700 } as const;

/**
 * What Chromium, Firefox and Safari switch on for horizontal Latin text without any font-feature-settings; the
 * site sets none, so Inter's stylistic sets and alternates would be bytes nobody sees.
 */
const DEFAULT_FEATURES = ["ccmp", "locl", "mark", "mkmk", "rlig", "rvrn", "calt", "clig", "curs", "dist", "kern", "liga", "rclt"];

/** Folders whose files hold every word the site shows: copy, posts, legal documents, components. */
const TEXT_FOLDERS = ["content", "app", "core"];
const TEXT_EXTENSIONS = new Set([".ts", ".tsx", ".md", ".json"]);

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );

const PRINTABLE_ASCII = Array.from({ length: 0x7f - 0x20 }, (_, index) => String.fromCharCode(0x20 + index)).join("");

/**
 * Printable ASCII (anything a visitor may type into a form), the punctuation Markdown is set with, and every other
 * character written in the site's sources, sorted: the same sources always give the same text, so the same font.
 */
export const interSubsetText = (root: string): string => {
  const characters = new Set(PRINTABLE_ASCII + TYPOGRAPHIC_PUNCTUATION);
  for (const folder of TEXT_FOLDERS)
    for (const file of filesUnder(join(root, folder)))
      if (TEXT_EXTENSIONS.has(extname(file)))
        for (const character of readFileSync(file, "utf8")) if (character >= " ") characters.add(character);
  return [...characters].sort().join("");
};

/** Cut once per text in a process: React Router's build asks for the client's and then the server's. */
const subsets = new Map<string, Promise<Buffer>>();

export const buildInterSubset = (text: string): Promise<Buffer> => {
  let subset = subsets.get(text);
  if (!subset) {
    subset = subsetFont(readFileSync(SOURCE_FONT), text, {
      targetFormat: "woff2",
      variationAxes: { wght: INTER_WEIGHTS },
      keepFeatures: DEFAULT_FEATURES,
    });
    subsets.set(text, subset);
  }
  return subset;
};

/**
 * Writes the subset of `root`'s copy where app/app.css names it, unless the file there already holds those bytes.
 * Written whole and then renamed, so a build running beside this one never reads half a font.
 */
export const writeInterSubset = async (root: string): Promise<{ file: string; bytes: number; written: boolean }> => {
  const file = interSubsetFile(root);
  const font = await buildInterSubset(interSubsetText(root));
  if (existsSync(file) && readFileSync(file).equals(font)) return { file, bytes: font.byteLength, written: false };
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, font);
  renameSync(partial, file);
  return { file, bytes: font.byteLength, written: true };
};

/**
 * Cuts the subset when a build or the development server starts, before any stylesheet is read. React Router's build
 * runs this once per environment (client, then server): the second finds the bytes cut and in place.
 */
export const interSubsetPlugin = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: "northstar-inter-subset",
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      const started = performance.now();
      const { file, bytes, written } = await writeInterSubset(config.root);
      if (written)
        config.logger.info(
          `${relative(config.root, file)}: Inter cut to the copy's characters, ${(bytes / 1024).toFixed(1)} KB (${Math.round(performance.now() - started)} ms)`,
        );
    },
  };
};
