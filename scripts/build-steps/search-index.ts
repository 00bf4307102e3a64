/**
 * The blog's search index, built with Pagefind from the prerendered post pages (and nothing else), written to
 * /pagefind. Each post is indexed from its article only, under its own clean URL.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { close, createIndex } from "pagefind";
import { SEARCH_INDEX_PATH, SEARCH_WARM_LIST } from "#core/blog-search.ts";
import { familyPath } from "#core/page-paths.ts";

/**
 * Pagefind's ready-made interfaces (the blog page has its own search box) and its worker (the page searches on its
 * own thread, see app/components/search/pagefind.ts): bytes nobody would load.
 */
const UNUSED_OUTPUT = [
  "pagefind-worker.js",
  "pagefind-ui.js",
  "pagefind-ui.css",
  "pagefind-modular-ui.js",
  "pagefind-modular-ui.css",
  "pagefind-component-ui.js",
  "pagefind-component-ui.css",
  "pagefind-highlight.js",
];

export const writeSearchIndex = async (buildDirectory: string, slugs: readonly string[]): Promise<{ pages: number }> => {
  const outputPath = join(buildDirectory, SEARCH_INDEX_PATH.slice(1));
  rmSync(outputPath, { recursive: true, force: true });
  // The article holds the post's heading, lead and body; the breadcrumb trail above it repeats the blog's name.
  const { index, errors } = await createIndex({ rootSelector: "main article", excludeSelectors: ["nav"], forceLanguage: "en" });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join("; ")}`);
  try {
    for (const slug of slugs) {
      const path = familyPath("blogPost", slug);
      const added = await index.addHTMLFile({
        url: path,
        content: readFileSync(join(buildDirectory, path.slice(1), "index.html"), "utf8"),
      });
      if (added.errors.length > 0) throw new Error(`Pagefind could not index ${path}: ${added.errors.join("; ")}`);
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join("; ")}`);
  } finally {
    await close();
  }
  for (const file of UNUSED_OUTPUT) rmSync(join(outputPath, file), { force: true });
  writeFileSync(join(buildDirectory, SEARCH_WARM_LIST.slice(1)), JSON.stringify(warmList(outputPath)));
  return { pages: slugs.length };
};

/**
 * Beyond this many bytes, a first search asks only for the index chunks, or the passages, its words need, as Pagefind
 * does; under it (a blog of a few dozen posts) asking for them all ahead saves two round trips.
 */
const WARM_ALL_BYTES = 64_000;

/**
 * The files a first search needs, in the order it needs them, for the page to ask for at the box's first focus beside
 * Pagefind's loader (app/components/search/pagefind.ts), which asks for each only once the one before has come: each
 * language's metadata, WebAssembly and (while small) index chunks, then (while small) the passages. The first round is
 * what the reader needs before it can search; the passages come while it compiles and searches.
 */
const warmList = (outputPath: string): string[][] => {
  const entry: { languages: Record<string, { hash: string; wasm: string }> } = JSON.parse(
    readFileSync(join(outputPath, "pagefind-entry.json"), "utf8"),
  );
  const reader = Object.values(entry.languages).flatMap(({ hash, wasm }) => [
    `pagefind.${hash}.pf_meta`,
    `wasm.${wasm}.pagefind`,
  ]);
  const [chunks, passages] = ["index", "fragment"].map((folder) => {
    const folderPath = join(outputPath, folder);
    const files = existsSync(folderPath) ? readdirSync(folderPath).map((file) => `${folder}/${file}`) : [];
    const bytes = files.reduce((total, file) => total + statSync(join(outputPath, file)).size, 0);
    return bytes <= WARM_ALL_BYTES ? files : [];
  });
  return [[...reader, ...(chunks ?? [])], passages ?? []];
};
