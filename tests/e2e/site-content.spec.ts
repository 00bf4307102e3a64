import { expect, test } from "@playwright/test";
import { audiencePaths } from "#content/audiences.server.ts";
import { loadBlogPostSummaries } from "#content/blog.server.ts";
import { blogContentPages } from "#content/blog-listings.server.ts";
import { folderPagePaths } from "#content/folder-pages.server.ts";
import { loadIntegrations } from "#content/integrations.server.ts";
import { contactCardPageCopy } from "#content/pages/contact-card.ts";
import { familyPath, pagePath } from "#core/page-paths.ts";
import { pageRoutes } from "#core/pages.ts";

const integrations = loadIntegrations();

const posts = loadBlogPostSummaries();
const paths = [
  ...pageRoutes.map((route) => route.path),
  ...audiencePaths().map((page) => page.path),
  ...posts.map((post) => `/blog/${post.slug}`),
];

const mainText = (html: string) =>
  (html.match(/<main[^>]*>([\s\S]*)<\/main>/)?.[1] ?? "")
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z#0-9]+;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
const wordCount = (text: string) => text.split(" ").filter((word) => /[A-Za-z0-9]/.test(word)).length;

test.describe("the built site's content", () => {
  test("every page has at least 250 words of real copy in its main content, posts and legal pages far more", async ({
    request,
  }) => {
    const thin: string[] = [];
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      // A placeholder of the content files ({site.name}, {plans.startup.price}) left unfilled, anywhere in the page
      // but its scripts' minified code, where `{c}` is JavaScript (JSON-LD, data from the content, is checked).
      const withoutCode = html.replace(/<script(?! type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, "");
      expect(withoutCode, `${path} shows no unfilled placeholder`).not.toMatch(/\{[a-z][\w-]*(\.[\w-]+)*\}/);
      const text = mainText(html);
      const minimum = path.startsWith("/blog/") ? 700 : ["/privacy-policy", "/terms-and-conditions"].includes(path) ? 1000 : 250;
      if (wordCount(text) < minimum) thin.push(`${path}: ${wordCount(text)} words (at least ${minimum})`);
      expect(text, `${path} has no placeholder text`).not.toMatch(/lorem ipsum|\bTODO\b|\bTBD\b|placeholder/i);
    }
    expect(thin).toEqual([]);
  });

  test("no internal link, image or share image is broken", async ({ request }) => {
    const checked = new Map<string, number>();
    const broken: string[] = [];
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      const targets = new Set<string>();
      for (const match of html.matchAll(/<a [^>]*href="(\/[^"#]*)(?:#[^"]*)?"/g)) targets.add(match[1]!);
      for (const match of html.matchAll(/<(?:img|link) [^>]*(?:src|href)="(\/[^"]+)"/g)) targets.add(match[1]!);
      for (const match of html.matchAll(/<meta property="og:image" content="https?:\/\/[^/]+(\/[^"]+)"/g)) targets.add(match[1]!);
      for (const target of targets) {
        if (!checked.has(target)) checked.set(target, (await request.get(target, { maxRedirects: 0 })).status());
        if (checked.get(target) !== 200) broken.push(`${path} → ${target} (${checked.get(target)})`);
      }
    }
    expect(broken).toEqual([]);
    expect(checked.size).toBeGreaterThan(40);
  });

  test("every rating a page's structured data states is shown in its main content", async ({ request }) => {
    type Rating = { ratingValue: number; reviewCount?: number; ratingCount?: number };
    const ratingsIn = (value: unknown): Rating[] =>
      value === null || typeof value !== "object"
        ? []
        : Object.entries(value).flatMap(([key, inner]) =>
            key === "aggregateRating" ? [inner as Rating, ...ratingsIn(inner)] : ratingsIn(inner),
          );
    const unshown: string[] = [];
    let stated = 0;
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
      const text = mainText(html);
      for (const rating of blocks.flatMap(([, json = ""]) => ratingsIn(JSON.parse(json)))) {
        stated += 1;
        const count = String(rating.reviewCount ?? rating.ratingCount);
        if (!text.includes(String(rating.ratingValue)) || !text.includes(count))
          unshown.push(`${path}: ${rating.ratingValue} from ${count}`);
      }
    }
    expect(stated).toBeGreaterThan(0);
    expect(unshown).toEqual([]);
  });

  test("each integration is shown with its own logo, named, on the integrations page and its own page", async ({ request }) => {
    const overview = await (await request.get(pagePath("integrations"))).text();
    for (const integration of integrations) {
      const logo = new RegExp(`<svg role="img" aria-label="${integration.name}"[^>]*><path d="[Mm]`);
      expect(overview, `${integration.name} on the integrations page`).toMatch(logo);
      const own = await (await request.get(familyPath("integration", integration.slug))).text();
      expect(own, `${integration.name} on its own page`).toMatch(logo);
    }
  });

  test("fragment links point at an element that exists on their page", async ({ request }) => {
    const missing: string[] = [];
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      for (const match of html.matchAll(/<a [^>]*href="(\/[^"#]*)?#([^"]+)"/g)) {
        const targetPath = match[1] ?? path;
        const targetHtml = targetPath === path ? html : await (await request.get(targetPath)).text();
        if (!targetHtml.includes(`id="${match[2]}"`)) missing.push(`${path} → ${targetPath}#${match[2]}`);
      }
    }
    expect(missing).toEqual([]);
  });

  test("sitemap.xml lists every indexable page and post, robots.txt points to it", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    const expected = [
      ...pageRoutes.filter((route) => route.inSitemap !== false).map((route) => route.path),
      ...posts.map((post) => `/blog/${post.slug}`),
      // Each integration's, audience's and landing page's, indexed unless the page says otherwise.
      ...folderPagePaths()
        .filter((member) => member.indexed)
        .map((member) => member.path),
      // The blog's lists: each category's and tag's pages, and the later pages of every list, but for a tag too thin
      // to index.
      ...blogContentPages()
        .filter((page) => page.indexed)
        .map((page) => page.path)
        .filter((path) => /^\/blog\/(category|tag|page)\//.test(path)),
    ];
    expect(locations.sort()).toEqual(expected.sort());
    expect(locations).not.toContain("/home");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
  });

  test("the RSS feed carries every post, newest first", async ({ request }) => {
    const response = await request.get("/rss.xml");
    expect(response.status()).toBe(200);
    const feed = await response.text();
    const titles = [...feed.matchAll(/<item>\s*<title>([^<]+)<\/title>/g)].map((match) => match[1]);
    expect(titles).toEqual(posts.map((post) => post.title.replace(/&/g, "&amp;")));
  });

  test("the contact card offers a working vCard download", async ({ request, page }) => {
    await page.goto("/contact-card");
    const link = page.getByRole("link", { name: contactCardPageCopy.labels.save });
    await expect(link).toHaveAttribute("download", /\.vcf$/);
    const response = await request.get((await link.getAttribute("href"))!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/vcard");
    const card = await response.text();
    expect(card.startsWith("BEGIN:VCARD\r\nVERSION:3.0\r\n")).toBe(true);
    expect(card).toMatch(/\r\nFN:[^\r\n]+\r\n/);
    expect(card).toMatch(/\r\nEMAIL[^:]*:[^\r\n]+@[^\r\n]+\r\n/);
    expect(card.trimEnd().endsWith("END:VCARD")).toBe(true);
  });

  test("nested pages carry BreadcrumbList data and every JSON-LD block parses", async ({ request }) => {
    for (const path of paths) {
      const html = await (await request.get(path)).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
        JSON.parse(match[1]!),
      );
      for (const block of blocks) {
        expect(block["@context"]).toBe("https://schema.org");
        expect(typeof block["@type"]).toBe("string");
      }
      if (path !== "/" && path !== "/home") {
        const breadcrumb = blocks.find((block) => block["@type"] === "BreadcrumbList");
        expect(breadcrumb, `${path} has breadcrumbs`).toBeTruthy();
        expect(breadcrumb.itemListElement.at(-1).item).toMatch(new RegExp(`${path.replace(/\//g, "\\/")}$`));
      }
    }
  });
});
