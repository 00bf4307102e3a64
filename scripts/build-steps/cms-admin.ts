/**
 * The content manager under /admin: Decap CMS's prebuilt bundle from npm, the page that loads it and its
 * configuration. The build writes them into the build folder; `npm run cms` serves the same files locally.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire, stripTypeScriptTypes } from "node:module";
import { dirname, extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { cmsCopy } from "#content/cms.ts";
import { site } from "#content/site.ts";
import { CMS_PATH } from "#core/cms.ts";
import { escapeMarkup } from "#core/escape-markup.ts";
import { pageTitle } from "#core/truncate.ts";
import { CMS_LOGO, type CmsConfigOptions, cmsConfigYaml } from "./cms-config.ts";
import { cmsPreviewBundle, previewTargets } from "./cms-preview-bundle.ts";

const decapDistribution = dirname(createRequire(import.meta.url).resolve("decap-cms"));

export const CMS_SCRIPT = "decap-cms.js";
/** The site's icon (public/favicon.svg), so the CMS's tab is recognisably the site's. */
export const SITE_ICON = "/favicon.svg";
const CMS_CONFIG_FILE = "config.yml";
/** The preview pane's templates and styles (cms-preview.ts, its types stripped). */
export const CMS_PREVIEW_SCRIPT = "preview.js";

/**
 * The site's built stylesheets, by their paths on the site (/assets/….css): those the home page links, which the
 * preview pane shows entries in. None before the first build (`npm run cms` on a fresh clone): the pane then shows
 * Decap's plain styles.
 */
export const siteStylesheets = (clientDirectory: string): string[] => {
  const home = join(clientDirectory, "index.html");
  if (!existsSync(home)) return [];
  const links = readFileSync(home, "utf8").matchAll(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g);
  return [...new Set([...links].map((link) => link[1] as string))];
};

/** The sign-in screen's and the header's logo: the site's mark and its name, drawn as on the site's header. */
export const cmsLogoSvg = (): string => {
  const name = escapeMarkup(site.name);
  // Wide enough for the name at 20 px, semibold, in the widest sans-serif it may fall back to (about 14 px a letter),
  // after the 32 px mark.
  const width = 44 + Math.ceil(site.name.length * 14);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 32" width="${width * 2}" height="64" role="img" aria-label="${name}">`,
    `<title>${name}</title>`,
    '<rect width="32" height="32" rx="9" fill="#003543"/>',
    '<path d="M16 5.5c.7 5.6 3.4 8.3 9 9-5.6.7-8.3 3.4-9 9-.7-5.6-3.4-8.3-9-9 5.6-.7 8.3-3.4 9-9Z" fill="#fff"/>',
    '<circle cx="23.5" cy="8.5" r="1.6" fill="#f5a524"/>',
    `<text x="42" y="23" font-family="Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="20" font-weight="600" fill="#003543">${name}</text>`,
    "</svg>",
    "",
  ].join("\n");
};

/** cms-preview.ts as the browser runs it. */
const previewTemplatesScript = (): string => {
  // Node calls type stripping experimental and says so on every build; the file uses only erasable syntax, which
  // `npm run typecheck` holds it to (erasableSyntaxOnly), so the warning says nothing about it.
  const emitWarning = process.emitWarning;
  process.emitWarning = () => {};
  try {
    return stripTypeScriptTypes(readFileSync(join(import.meta.dirname, "cms-preview.ts"), "utf8"));
  } finally {
    process.emitWarning = emitWarning;
  }
};

/** The preview's code, loaded when the pane first draws a page, not with /admin (cms-preview-bundle.ts). */
export const CMS_PREVIEW_LIBRARIES = "preview-libraries.js";
export const CMS_PREVIEW_SITE = "preview-site.js";

/** /admin/preview.js: the page each entry shows, where the preview's code is, then the templates. */
const cmsPreviewScript = (): string => {
  const data = {
    __previewTargets: previewTargets(),
    __previewFiles: { libraries: `${CMS_PATH}/${CMS_PREVIEW_LIBRARIES}`, site: `${CMS_PATH}/${CMS_PREVIEW_SITE}` },
    __previewIncomplete: cmsCopy.previewIncomplete,
  };
  return [
    ...Object.entries(data).map(([name, value]) => `window.${name} = ${JSON.stringify(value)};`),
    previewTemplatesScript(),
  ].join("\n");
};

/**
 * The page. It names its configuration file by absolute path: the page answers at /admin, without a trailing slash,
 * where the CMS's default (a relative config.yml) would point at the site's root. The bundle finds its own chunks
 * next to its script.
 */
export const cmsPageHtml = (previewStyles: readonly string[] = []): string =>
  [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeMarkup(pageTitle(cmsCopy.pageTitle, site.name))}</title>`,
    `<link rel="icon" href="${SITE_ICON}" type="image/svg+xml">`,
    `<link rel="cms-config-url" type="text/yaml" href="${CMS_PATH}/${CMS_CONFIG_FILE}">`,
    // Not stylesheets of this page: the preview pane loads them in its own frame (cms-preview.ts).
    ...previewStyles.map((href) => `<link rel="cms-preview-style" href="${escapeMarkup(href)}">`),
    `<script src="${CMS_PATH}/${CMS_SCRIPT}" defer></script>`,
    `<script src="${CMS_PATH}/${CMS_PREVIEW_SCRIPT}" defer></script>`,
    "</head>",
    "<body>",
    `<noscript><p>${escapeMarkup(cmsCopy.needsJavaScript)}</p></noscript>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");

/** Decap's files: the bundle, the chunks it loads on demand (editor modes, image encoders) and its licence notices. */
const decapFiles = (): string[] =>
  readdirSync(decapDistribution).filter(
    (name) =>
      name === CMS_SCRIPT || /^\d+\.decap-cms\.js$/.test(name) || name.endsWith(".wasm") || name === `${CMS_SCRIPT}.LICENSE.txt`,
  );

export type CmsAdminOptions = CmsConfigOptions & {
  /** The site's stylesheets the preview pane uses (siteStylesheets). */
  previewStyles?: readonly string[];
};

/** Every file of the CMS folder by its name in that folder. */
export const cmsAdminFiles = async ({ previewStyles = [], ...options }: CmsAdminOptions = {}): Promise<Map<string, Buffer>> => {
  const preview = await cmsPreviewBundle(options.env);
  return new Map([
    ["index.html", Buffer.from(cmsPageHtml(previewStyles))],
    [CMS_CONFIG_FILE, Buffer.from(cmsConfigYaml(options))],
    [CMS_LOGO.slice(CMS_PATH.length + 1), Buffer.from(cmsLogoSvg())],
    [CMS_PREVIEW_SCRIPT, Buffer.from(cmsPreviewScript())],
    [CMS_PREVIEW_LIBRARIES, Buffer.from(preview.libraries)],
    [CMS_PREVIEW_SITE, Buffer.from(preview.site)],
    ...decapFiles().map((name): [string, Buffer] => [name, readFileSync(join(decapDistribution, name))]),
  ]);
};

const compressible = new Set([".html", ".js", ".yml", ".txt", ".svg"]);

/**
 * Writes /admin into the build with its .br and .gz copies. Brotli at quality 9, not the 11 of the rest of the build:
 * on the 5 MB bundle 11 takes half a minute for 10 % fewer bytes, and only editors download it.
 */
export const writeCmsAdmin = async (buildDirectory: string): Promise<{ files: number; bytes: number; brotliBytes: number }> => {
  const folder = join(buildDirectory, CMS_PATH.slice(1));
  mkdirSync(folder, { recursive: true });
  let bytes = 0;
  let brotliBytes = 0;
  const files = await cmsAdminFiles({ previewStyles: siteStylesheets(buildDirectory) });
  for (const [name, body] of files) {
    const file = join(folder, name);
    writeFileSync(file, body);
    bytes += body.byteLength;
    if (!compressible.has(extname(name))) continue;
    const brotli = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    });
    writeFileSync(`${file}.br`, brotli);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    brotliBytes += brotli.byteLength;
  }
  return { files: files.size, bytes, brotliBytes };
};
