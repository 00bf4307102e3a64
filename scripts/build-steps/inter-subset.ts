/**
 * The site's one web font: Inter Variable cut down to the characters the site's copy uses, the 400–700 weight axis
 * and the layout features browsers apply to Latin text by default. `npm run font:subset` writes it to
 * app/fonts/; a unit test fails when the copy needs a character the committed file lacks.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { extname, join, resolve } from "node:path";
import subsetFont from "subset-font";

const projectRoot = resolve(import.meta.dirname, "..", "..");

export const INTER_SUBSET_FILE = join(projectRoot, "app", "fonts", "inter-variable-subset.woff2");

/** Fontsource's Latin file of Inter Variable (every weight, 48 KB): what the subset is cut from. */
const SOURCE_FONT = createRequire(import.meta.url).resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");

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
 * Printable ASCII (anything a visitor may type into a form) and every other character written in the site's
 * sources, sorted: the same sources always give the same text, so the same font.
 */
export const interSubsetText = (root = projectRoot): string => {
  const characters = new Set(PRINTABLE_ASCII);
  for (const folder of TEXT_FOLDERS)
    for (const file of filesUnder(join(root, folder)))
      if (TEXT_EXTENSIONS.has(extname(file)))
        for (const character of readFileSync(file, "utf8")) if (character >= " ") characters.add(character);
  return [...characters].sort().join("");
};

export const buildInterSubset = (text = interSubsetText()): Promise<Buffer> =>
  subsetFont(readFileSync(SOURCE_FONT), text, {
    targetFormat: "woff2",
    variationAxes: { wght: INTER_WEIGHTS },
    keepFeatures: DEFAULT_FEATURES,
  });

if (import.meta.main) {
  const font = await buildInterSubset();
  writeFileSync(INTER_SUBSET_FILE, font);
  console.log(`${INTER_SUBSET_FILE}: ${(font.byteLength / 1024).toFixed(1)} KB`);
  // Imported here, not at the top: inter-fallbacks.ts reads the subset's metrics through this module.
  const { INTER_FALLBACKS_FILE, interFallbacksCss } = await import("./inter-fallbacks.ts");
  writeFileSync(INTER_FALLBACKS_FILE, await interFallbacksCss());
  console.log(`${INTER_FALLBACKS_FILE}: fallback faces sized like the subset`);
}
