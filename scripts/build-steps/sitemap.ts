/** sitemap.xml and robots.txt, from the same route list the prerender uses. */

import { blogContentPages } from "#content/blog-listings.server.ts";
import { absoluteUrl } from "#content/canonical.ts";
import { folderPagePaths } from "#content/folder-pages.server.ts";
import { site } from "#content/site.ts";
import { escapeMarkup } from "#core/escape-markup.ts";
import { pageRoutes } from "#core/pages.ts";

export type SitemapEntry = { path: string; lastModified?: string };

export const sitemapEntries = (): SitemapEntry[] => [
  ...pageRoutes.filter((page) => page.inSitemap !== false).map((page) => ({ path: page.path })),
  ...blogContentPages().filter((page) => page.indexed),
  ...folderPagePaths()
    .filter((page) => page.indexed)
    .map(({ path }) => ({ path })),
];

export const buildSitemap = (entries: SitemapEntry[], base: string = site.url): string =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (entry) =>
        `  <url><loc>${escapeMarkup(absoluteUrl(entry.path, base))}</loc>${entry.lastModified ? `<lastmod>${escapeMarkup(entry.lastModified)}</lastmod>` : ""}</url>`,
    ),
    "</urlset>",
    "",
  ].join("\n");

export const buildRobotsTxt = (base: string = site.url): string =>
  ["User-agent: *", "Allow: /", "Disallow: /functions/", "", `Sitemap: ${absoluteUrl("/sitemap.xml", base)}`, ""].join("\n");
