/**
 * The blog's search index, built with Pagefind from the prerendered post pages (and nothing else), written to
 * /pagefind. Each post is indexed from its article only, under its own clean URL.
 */
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { close, createIndex } from "pagefind";
import { SEARCH_INDEX_PATH } from "#core/blog-search.ts";
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
  return { pages: slugs.length };
};
