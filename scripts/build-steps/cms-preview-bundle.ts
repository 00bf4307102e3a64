/**
 * The preview pane's page renderer (app/cms-preview/page-preview.tsx), bundled by esbuild into two parts: the
 * libraries that must exist once (React, React DOM, React Router), evaluated once, and the site's own code with
 * its content, evaluated again for each draft with the draft in place of its file (`__previewContent`), so that every
 * accessor in content/ derives the page from the draft as the build would from the file.
 */
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { init, parse } from "es-module-lexer";
import { build, type Plugin } from "esbuild";
import { draftLoaders } from "#app/cms-preview/draft-loaders.ts";
import { memberFiles } from "#content/folder-members.server.ts";
import { integrationLogo } from "#content/integration-logos.server.ts";
import { integrationBadges } from "#content/integrations.server.ts";
import { buildSettingsDefine, parseBuildSettings } from "#core/build-settings.ts";
import { type ContentFile, contentFiles, contentFolders } from "#core/content-files.ts";
import { integrationLogoNames } from "#core/integration-logos.ts";
import { browserPagePathModule } from "#core/page-path-map.ts";
import { familyPath, linkHref, linkPath } from "#core/page-paths.ts";
import { legalDocumentSlugs } from "#core/page-slugs.ts";
import { type PageId, pages } from "#core/pages.ts";
import { BLOG_COLLECTION, contentEntryName } from "#scripts/build-steps/cms-config.ts";
import { projectRoot } from "#tooling/project-root.ts";

/** Evaluated once and shared by every evaluation of the site's code: a second React would break hooks and context. */
const LIBRARIES = ["react", "react/jsx-runtime", "react-dom", "react-dom/client", "react-router"];
/** Never run in the preview: analytics is off there, and its import is never reached. */
const LEFT_OUT = /^posthog-js(\/|$)/;
/** The global holding the drafts by file, read by the site's code when it is evaluated. */
export const PREVIEW_CONTENT_GLOBAL = "__previewContent";

/**
 * Pages a preview draws: each page with a module, but the blog's lists, which need every post, and a family whose
 * members are files of a folder unless its page is made from the draft of its file (app/cms-preview/draft-loaders.ts).
 */
const previewablePages = () =>
  pages.filter(
    (page) =>
      page.route !== undefined &&
      (!page.id.startsWith("blog") || page.id === "blogPost") &&
      page.id !== "homeAlias" &&
      (page.members === undefined || page.id in draftLoaders),
  );

/** A folder family's first member, its file as written: the page its shared copy is previewed on. */
const memberSample = (id: PageId): { slug: string; data: string } | undefined => {
  const [first] = memberFiles(id, projectRoot);
  return first && { slug: first.slug, data: readFileSync(join(projectRoot, first.file), "utf8") };
};

const previewedPagesModule = (): string => {
  const entries = previewablePages().map((page, index) => ({ page, name: `page${index}` }));
  return [
    `import { draftLoaders } from "#app/cms-preview/draft-loaders.ts";`,
    ...entries.map(({ page, name }) => `import ${name} from "#app/${page.route}";`),
    "export const previewedPages = {",
    ...entries.map(({ page, name }) => {
      const id = JSON.stringify(page.id);
      const sample = memberSample(page.id);
      // Without a draft of its own: the slug alone, or a folder's first member, in which to show its shared copy.
      const withoutDraft = sample
        ? `draftLoaders[${id}](${JSON.stringify(sample.slug)}, ${sample.data})`
        : `{ crumbs: [], slug, kind: ${id} }`;
      return `  ${id}: { Component: ${name}, loaderData: (slug, draft) => (draft ? draftLoaders[${id}](slug, draft) : ${withoutDraft}) },`;
    }),
    "};",
  ].join("\n");
};

/** The plugins that turn the site's code into a function of the drafts. */
const previewPlugins = (): Plugin => ({
  name: "cms-preview",
  setup(bundler) {
    bundler.onResolve({ filter: /^[@a-z]/ }, ({ path }) =>
      LIBRARIES.includes(path) || LEFT_OUT.test(path) ? { path, external: true } : undefined,
    );
    bundler.onLoad({ filter: /app\/cms-preview\/previewed-pages\.ts$/ }, () => ({
      contents: previewedPagesModule(),
      loader: "ts",
      resolveDir: projectRoot,
    }));
    bundler.onLoad({ filter: /app\/cms-preview\/preview-integrations\.ts$/ }, () => ({
      contents: [
        `export const previewIntegrations = ${JSON.stringify(integrationBadges())};`,
        `export const previewLogos = ${JSON.stringify(Object.fromEntries(integrationLogoNames.map((name) => [name, integrationLogo(name)])))};`,
      ].join("\n"),
      loader: "js",
    }));
    // The paths alone, as in the site's browser bundle (vite.config.ts): the declarations and their schemas stay in Node.
    bundler.onLoad({ filter: /core\/page-path-map\.ts$/ }, () => ({ contents: browserPagePathModule(), loader: "js" }));
    // A content file: the draft of it when the editor is changing it, else the file as committed.
    bundler.onLoad({ filter: /\/content\/.+\.json$/ }, ({ path }) => ({
      contents: `export default globalThis.${PREVIEW_CONTENT_GLOBAL}?.[${JSON.stringify(relative(projectRoot, path))}] ?? ${readFileSync(path, "utf8")};`,
      loader: "js",
    }));
    // Node-only modules (the file system, the Markdown reader) run in loaders, which the preview replaces.
    bundler.onLoad({ filter: /\.server\.ts$/ }, async ({ path }) => {
      await init;
      const [, exports] = parse(readFileSync(path, "utf8").replace(/^import type .*$/gm, ""));
      return { contents: exports.map((name) => `export const ${name.n} = undefined;`).join("\n"), loader: "js" };
    });
  },
});

const common = {
  bundle: true,
  minify: true,
  write: false,
  platform: "browser",
  target: "es2022",
  jsx: "automatic",
  logLevel: "error",
  absWorkingDir: projectRoot,
} as const;

export type PreviewBundle = {
  /** Script: sets `window.__previewLibraries`, the libraries by module name. */
  libraries: string;
  /** CommonJS: the site's code, run with `require` answering the libraries; exports `renderPreview`. */
  site: string;
};

export const cmsPreviewBundle = async (env: Record<string, string | undefined> = process.env): Promise<PreviewBundle> => {
  const define = {
    ...buildSettingsDefine(parseBuildSettings(env)),
    "import.meta.env.DEV": "false",
    "import.meta.env.SSR": "false",
    "process.env.NODE_ENV": '"production"',
  };
  const site = await build({
    ...common,
    format: "cjs",
    define,
    entryPoints: ["app/cms-preview/page-preview.tsx"],
    plugins: [previewPlugins()],
  });
  const libraries = await build({
    ...common,
    format: "iife",
    define: { "process.env.NODE_ENV": '"production"' },
    stdin: {
      contents: [
        ...LIBRARIES.map((name, index) => `import * as library${index} from ${JSON.stringify(name)};`),
        `window.__previewLibraries = { ${LIBRARIES.map((name, index) => `${JSON.stringify(name)}: library${index}`).join(", ")} };`,
      ].join("\n"),
      resolveDir: projectRoot,
      loader: "js",
    },
  });
  return { libraries: libraries.outputFiles[0]?.text ?? "", site: site.outputFiles[0]?.text ?? "" };
};

/**
 * The page a preview draws and where the draft goes: into `file`, a content file the page reads, or, with no file,
 * to the page's loader as the page's own source (a post, a legal document: app/cms-preview/draft-loaders.ts).
 */
export type PreviewTarget = { file?: string; page: string; slug?: string; path: string };

/**
 * Every entry's preview by its name in /admin. A content file shows the page it names as shown on, or else the page
 * whose copy it is (a family's first member for the family's shared copy); one with neither keeps Decap's list of
 * its fields. A post, a legal document, a landing page and an integration show their own page, made from the draft.
 */
export const previewTargets = (files: readonly ContentFile[] = contentFiles): Record<string, PreviewTarget> => {
  const fromOwnFile = new Set(Object.keys(draftLoaders));
  const drawable = previewablePages();
  const previewable = new Set(drawable.map((page) => page.id as string));
  const targets: Record<string, PreviewTarget> = {};
  for (const entry of files) {
    const owner = drawable.find((page) => page.copy.file === entry.file);
    const shown =
      entry.shownOn ??
      (owner ? { page: owner.id, slug: owner.slugs?.[0] ?? memberFiles(owner.id, projectRoot)[0]?.slug } : undefined);
    if (!shown || !previewable.has(shown.page) || (fromOwnFile.has(shown.page) && !owner?.members)) continue;
    targets[contentEntryName(entry.file)] = {
      file: entry.file,
      page: shown.page,
      ...(shown.slug === undefined ? {} : { slug: shown.slug }),
      path: linkHref(shown),
    };
  }
  targets[BLOG_COLLECTION] = { page: "blogPost", path: familyPath("blogPost", "preview") };
  for (const folder of contentFolders)
    if (fromOwnFile.has(folder.page))
      targets[contentEntryName(folder.folder)] = { page: folder.page, path: linkPath(folder.page, "preview") };
  for (const slug of legalDocumentSlugs) targets[slug] = { page: "legalDocument", slug, path: familyPath("legalDocument", slug) };
  return targets;
};
