/**
 * Runs after `react-router build`: not-found page, pages rewritten to paint before their scripts load, sitemap,
 * robots.txt, RSS feeds, vCard, share images, the blog's search index, precompression (so it covers all of these),
 * the content manager under /admin (which compresses its own files at a quality suited to its 5 MB bundle), then
 * `_headers` for static hosts, from the finished build.
 *
 * `npm run build -- --pages-only` stops after the feeds: every page, 404.html, the sitemap, the feeds and their
 * `_headers` are written, which is all a test of the pages reads, in a fraction of the time; it writes no build stamp, so `npm start` still
 * builds in full over it.
 */
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { loadBlogPostSummaries } from "#content/blog.server.ts";
import { blogCategoryListings } from "#content/blog-listings.server.ts";
import { contactCard } from "#content/pages/contact-card.ts";
import { site } from "#content/site.ts";
import { blogFeedPath, pagePath } from "#core/page-paths.ts";
import { buildVCard, VCARD_PATH } from "#core/vcard.ts";
import { writeCmsAdmin } from "#scripts/build-steps/cms-admin.ts";
import { precompress } from "#scripts/build-steps/compress.ts";
import { writeOgImages } from "#scripts/build-steps/og-images.ts";
import { rewritePagesToPaintFirst } from "#scripts/build-steps/paint-first.ts";
import { buildRssFeed, categoryFeedChannel } from "#scripts/build-steps/rss.ts";
import { writeSearchIndex } from "#scripts/build-steps/search-index.ts";
import { buildRobotsTxt, buildSitemap, sitemapEntries } from "#scripts/build-steps/sitemap.ts";
import { STATIC_HOST_HEADERS_FILE, staticHostHeaders } from "#scripts/build-steps/static-host-headers.ts";
import { BUILD_STAMP_FILE, PAGES_ONLY_STAMP_FILE, prerenderedPages } from "#server/build-output.ts";
import { readServerConfig } from "#server/config.ts";
import { STATIC_HOST_REDIRECTS_FILE, staticHostRedirects } from "#server/redirects.ts";
import { pageCspOptions } from "#server/security-headers.ts";
import { loadStaticSite } from "#server/static-site.ts";

// BUILD_OUT_DIR as in react-router.config.ts: relative to the project root, or absolute.
const buildDirectory = resolve(import.meta.dirname, "..", process.env.BUILD_OUT_DIR ?? "build", "client");
const started = Date.now();
const step = (label: string) => console.log(`postbuild: ${label} (${((Date.now() - started) / 1000).toFixed(1)}s)`);

const prerenderedNotFound = join(buildDirectory, pagePath("notFound").slice(1), "index.html");
if (existsSync(prerenderedNotFound)) {
  renameSync(prerenderedNotFound, join(buildDirectory, "404.html"));
  rmSync(join(buildDirectory, pagePath("notFound").slice(1)), { recursive: true, force: true });
  rmSync(join(buildDirectory, `${pagePath("notFound").slice(1)}.data`), { force: true });
}
step("not-found page written to 404.html");

step(
  `${await rewritePagesToPaintFirst(buildDirectory)} pages with their critical CSS inline and their scripts after the first paint`,
);

const entries = sitemapEntries();
writeFileSync(join(buildDirectory, "sitemap.xml"), buildSitemap(entries));
writeFileSync(join(buildDirectory, "robots.txt"), buildRobotsTxt());
step(`sitemap.xml with ${entries.length} URLs, robots.txt`);

const posts = loadBlogPostSummaries();
writeFileSync(join(buildDirectory, blogFeedPath.slice(1)), buildRssFeed(posts));
const categories = blogCategoryListings(posts);
for (const category of categories) {
  const channel = categoryFeedChannel(category);
  const target = join(buildDirectory, channel.feedPath.slice(1));
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, buildRssFeed(category.posts, site.url, channel));
}
writeFileSync(join(buildDirectory, VCARD_PATH.slice(1)), buildVCard(contactCard));
step(`rss.xml with ${posts.length} posts, ${categories.length} category feeds, ${VCARD_PATH.slice(1)}`);
/** `_headers`, from the files the build holds when it is called: the last step, so it covers them all. */
function writeStaticHostHeaders() {
  const moved = staticHostRedirects();
  if (moved) writeFileSync(join(buildDirectory, STATIC_HOST_REDIRECTS_FILE), moved);
  const headers = staticHostHeaders(loadStaticSite(buildDirectory), pageCspOptions(readServerConfig()));
  writeFileSync(join(buildDirectory, STATIC_HOST_HEADERS_FILE), headers);
  step(`${STATIC_HOST_HEADERS_FILE} with ${headers.split("\n").filter((line) => line.startsWith("/")).length} rules`);
}

if (process.argv.includes("--pages-only")) {
  writeStaticHostHeaders();
  writeFileSync(join(buildDirectory, PAGES_ONLY_STAMP_FILE), new Date().toISOString());
  process.exit(0);
}

const images = await writeOgImages(buildDirectory, prerenderedPages(buildDirectory));
step(`${images} share images`);

const searchIndex = await writeSearchIndex(
  buildDirectory,
  posts.map((post) => post.slug),
);
step(`search index of ${searchIndex.pages} posts`);

const compressed = precompress(buildDirectory);
step(
  `precompressed ${compressed.files} files: ${(compressed.bytesIn / 1024).toFixed(0)} KB to ${(compressed.bytesBrotli / 1024).toFixed(0)} KB brotli`,
);

const cms = await writeCmsAdmin(buildDirectory);
step(
  `content manager: ${cms.files} files, ${(cms.bytes / 1024).toFixed(0)} KB (${(cms.brotliBytes / 1024).toFixed(0)} KB brotli)`,
);

writeStaticHostHeaders();
writeFileSync(join(buildDirectory, BUILD_STAMP_FILE), new Date().toISOString());
