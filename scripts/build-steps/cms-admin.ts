/**
 * The content manager under /admin: Decap CMS's prebuilt bundle from npm, the page that loads it and its
 * configuration. The build writes them into the build folder; `npm run cms` serves the same files locally.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, extname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { cmsCopy } from "#content/cms.ts";
import { site } from "#content/site.ts";
import { CMS_PATH } from "#core/cms.ts";
import { escapeMarkup } from "#core/escape-markup.ts";
import { pageTitle } from "#core/truncate.ts";
import { type CmsConfigOptions, cmsConfigYaml } from "./cms-config.ts";

const decapDistribution = dirname(createRequire(import.meta.url).resolve("decap-cms"));

export const CMS_SCRIPT = "decap-cms.js";
/** The site's icon (public/favicon.svg), so the CMS's tab is recognisably the site's. */
export const SITE_ICON = "/favicon.svg";
const CMS_CONFIG_FILE = "config.yml";

/**
 * The page. It names its configuration file by absolute path: the page answers at /admin, without a trailing slash,
 * where the CMS's default (a relative config.yml) would point at the site's root. The bundle finds its own chunks
 * next to its script.
 */
export const cmsPageHtml = (): string =>
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
    `<script src="${CMS_PATH}/${CMS_SCRIPT}" defer></script>`,
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

/** Every file of the CMS folder by its name in that folder. */
export const cmsAdminFiles = (options: CmsConfigOptions = {}): Map<string, Buffer> =>
  new Map([
    ["index.html", Buffer.from(cmsPageHtml())],
    [CMS_CONFIG_FILE, Buffer.from(cmsConfigYaml(options))],
    ...decapFiles().map((name): [string, Buffer] => [name, readFileSync(join(decapDistribution, name))]),
  ]);

const compressible = new Set([".html", ".js", ".yml", ".txt"]);

/**
 * Writes /admin into the build with its .br and .gz copies. Brotli at quality 9, not the 11 of the rest of the build:
 * on the 5 MB bundle 11 takes half a minute for 10 % fewer bytes, and only editors download it.
 */
export const writeCmsAdmin = (buildDirectory: string): { files: number; bytes: number; brotliBytes: number } => {
  const folder = join(buildDirectory, CMS_PATH.slice(1));
  mkdirSync(folder, { recursive: true });
  let bytes = 0;
  let brotliBytes = 0;
  const files = cmsAdminFiles();
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
