/** Facts every built page must get right, read from the HTML files of the build the end-to-end server serves. */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { expect, test } from "@playwright/test";
import { MOVED_SCRIPT_TYPE } from "#app/bootstrap/page-signals.ts";
import { audiencePicture, loadAudiences } from "#content/audiences.server.ts";
import { blogCopy } from "#content/blog-copy.ts";
import { MIN_POSTS_FOR_AN_INDEXED_TAG } from "#content/blog-listings.server.ts";
import { faqItems } from "#content/faq.ts";
import { loadIntegrations } from "#content/integrations.server.ts";
import { formatPrice, launchPricing, plans } from "#content/plans.ts";
import { sampleExcerpt } from "#content/samples.ts";
import { site } from "#content/site.ts";
import { isCmsPath } from "#core/cms.ts";
import { familyPath } from "#core/page-paths.ts";
import { graphemeLength, TITLE_MAX } from "#core/truncate.ts";
import { isFetchedStylesheet } from "#scripts/build-steps/first-visit.ts";
import { SIGNED_IN_HINT_ATTRIBUTE } from "#scripts/build-steps/paint-first.ts";
import { postLinksInHeadings, readPageHead } from "#tests/support/page-head.ts";

const integrations = loadIntegrations();

const buildDirectory = resolve(process.env.BUILD_DIR ?? "build/client");

const pages = readdirSync(buildDirectory, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".html") && !file.endsWith("__spa-fallback.html"))
  .sort()
  .map((file) => {
    const name = relative(buildDirectory, join(buildDirectory, file)).replace(/\\/g, "/");
    const path = name === "404.html" ? "(not found)" : `/${name.replace(/\/?index\.html$/, "")}`;
    return { path, html: readFileSync(join(buildDirectory, file), "utf8") };
  })
  // The content manager is a tool for the team, not a page of the site; it has tests of its own.
  .filter(({ path }) => !isCmsPath(path));

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;|&#xa0;/g, " ")
    .replace(/&amp;/g, "&");
const textOf = (html: string) =>
  decode(html.replace(/<[^>]+>/g, " "))
    .replace(/\s+/g, " ")
    .trim();

const jsonLdBlocks = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
const stringsIn = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(stringsIn)
      : value && typeof value === "object"
        ? Object.values(value).flatMap(stringsIn)
        : [];
const metaContent = (html: string, attribute: "name" | "property", key: string) =>
  [...html.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, "g"))].map((match) => decode(match[1]!));
/** Every object in a JSON-LD block, nested ones included. */
const nodesIn = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.flatMap(nodesIn)
    : value && typeof value === "object"
      ? [value as Record<string, unknown>, ...Object.values(value).flatMap(nodesIn)]
      : [];
const sitemapPaths = new Set(
  [...readFileSync(join(buildDirectory, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  ),
);

test.describe("every built page", () => {
  test("has at least one page to check", () => {
    expect(pages.length).toBeGreaterThan(25);
    expect(pages.map((page) => page.path)).toContain("(not found)");
  });

  test("writes product and brand names with their own capitals in alt text, labels, link names, share-image text and JSON-LD", () => {
    const names = [site.name, "AI", "PRD", "PRDs", ...integrations.map((integration) => integration.name), "PostHog"];
    const patterns = names.map((name) => ({ name, pattern: new RegExp(`\\b${name.replace(/ /g, "\\s+")}\\b`, "gi") }));
    // Addresses are not copy: a URL, an e-mail address or a host name may spell a name in lower case.
    const withoutAddresses = (text: string) =>
      text
        .replace(/https?:\/\/\S+/g, " ")
        .replace(/\S+@\S+/g, " ")
        .replace(/\b(?:[a-z0-9-]+\.)+[a-z]{2,}\b/g, " ");
    const wrong: string[] = [];
    for (const { path, html } of pages) {
      const texts = [
        ...[...html.matchAll(/\salt="([^"]*)"/g)].map((match) => ({ where: "alt", text: decode(match[1]!) })),
        ...[...html.matchAll(/\saria-label="([^"]*)"/g)].map((match) => ({ where: "aria-label", text: decode(match[1]!) })),
        ...[...html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map((match) => ({ where: "link", text: textOf(match[1]!) })),
        ...["og:image:alt"].flatMap((key) => metaContent(html, "property", key).map((text) => ({ where: key, text }))),
        ...metaContent(html, "name", "twitter:image:alt").map((text) => ({ where: "twitter:image:alt", text })),
        ...jsonLdBlocks(html)
          .flatMap(stringsIn)
          .map((text) => ({ where: "JSON-LD", text })),
      ];
      for (const { where, text } of texts) {
        for (const { name, pattern } of patterns) {
          for (const match of withoutAddresses(text).matchAll(pattern)) {
            if (match[0].replace(/\s+/g, " ") !== name) wrong.push(`${path} ${where}: "${match[0]}" in "${text.slice(0, 120)}"`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  test("links only to pages and files the build has, and to sections those pages hold", () => {
    const pageByPath = new Map(pages.map((page) => [page.path, page.html]));
    const broken: string[] = [];
    let checked = 0;
    for (const { path, html } of pages) {
      for (const [, href = ""] of html.matchAll(/<a\b[^>]*\shref="(\/[^"]*|#[^"]*)"/g)) {
        const url = new URL(decode(href), `https://site${path === "(not found)" ? "/" : path}`);
        const target = url.pathname.replace(/\/$/, "") || "/";
        const targetHtml = pageByPath.get(target);
        const isFile = targetHtml === undefined && /\.\w+$/.test(target) && existsSync(join(buildDirectory, target));
        checked += 1;
        if (targetHtml === undefined && !isFile && !isCmsPath(target)) broken.push(`${path}: ${href} leads to no built page`);
        else if (url.hash && targetHtml !== undefined && !targetHtml.includes(`id="${decodeURIComponent(url.hash.slice(1))}"`))
          broken.push(`${path}: ${href} names a section ${target} does not hold`);
      }
    }
    expect(checked).toBeGreaterThan(pages.length * 10);
    expect([...new Set(broken)]).toEqual([]);
  });

  test("has a title of at most 60 characters, the same for sharing, never cut at a separator or inside the brand", () => {
    const suffixes = [site.name, blogCopy.blogName];
    const wrong: string[] = [];
    for (const { path, html } of pages) {
      const title = decode(readPageHead(html).title ?? "");
      const titles = {
        title,
        "og:title": metaContent(html, "property", "og:title")[0],
        "twitter:title": metaContent(html, "name", "twitter:title")[0],
      };
      for (const [where, text] of Object.entries(titles)) {
        if (text !== title) wrong.push(`${path} ${where}: "${text}" is not the title "${title}"`);
        if (!text) continue;
        if (graphemeLength(text) > TITLE_MAX) wrong.push(`${path} ${where}: ${graphemeLength(text)} characters in "${text}"`);
        if (/[|:·•/\-–—]\s*…?$/u.test(text)) wrong.push(`${path} ${where}: ends on a separator: "${text}"`);
        // Whatever follows the last separator is a whole suffix, never a cut one ("| Northstar…", "| Northstar b…").
        const separator = text.lastIndexOf(" | ");
        if (separator >= 0 && !suffixes.includes(text.slice(separator + 3)))
          wrong.push(`${path} ${where}: "${text.slice(separator + 3)}" is not one of ${suffixes.join(", ")}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  test("has a price and a currency on every offer of its structured data, and aggregate offers that add up", () => {
    const priceOf = (offer: Record<string, unknown>) =>
      offer.price ?? (offer.priceSpecification as Record<string, unknown> | undefined)?.price;
    const currencyOf = (offer: Record<string, unknown>) =>
      offer.priceCurrency ?? (offer.priceSpecification as Record<string, unknown> | undefined)?.priceCurrency;
    const wrong: string[] = [];
    let offers = 0;
    for (const { path, html } of pages) {
      for (const node of jsonLdBlocks(html).flatMap(nodesIn)) {
        if (node["@type"] === "Offer") {
          offers += 1;
          if (typeof priceOf(node) !== "number" && typeof priceOf(node) !== "string")
            wrong.push(`${path}: the offer "${node.name}" has no price`);
          if (typeof currencyOf(node) !== "string") wrong.push(`${path}: the offer "${node.name}" has no currency`);
        }
        if (node["@type"] === "AggregateOffer") {
          const listed = (node.offers ?? []) as Record<string, unknown>[];
          const prices = listed.map((offer) => Number(priceOf(offer)));
          if (node.offerCount !== listed.length) wrong.push(`${path}: offerCount ${node.offerCount}, ${listed.length} offers`);
          if (node.lowPrice !== Math.min(...prices)) wrong.push(`${path}: lowPrice ${node.lowPrice}, offers ${prices}`);
          if (node.highPrice !== Math.max(...prices)) wrong.push(`${path}: highPrice ${node.highPrice}, offers ${prices}`);
        }
      }
    }
    expect(offers).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });

  test("has a keywords meta tag of its own", () => {
    const missing: string[] = [];
    const seen = new Map<string, string>();
    for (const { path, html } of pages) {
      const [keywords] = metaContent(html, "name", "keywords");
      if (!keywords?.trim()) {
        missing.push(`${path}: no keywords`);
        continue;
      }
      // /home is the home page under a second address (its canonical is /), so it shares the home page's head.
      const shared = seen.get(keywords);
      if (shared && [shared, path].sort().join(" ") !== "/ /home") missing.push(`${path}: the same keywords as ${shared}`);
      if (!shared) seen.set(keywords, path);
    }
    expect(missing).toEqual([]);
  });

  test("runs no script and fetches no module before its first paint", () => {
    const early: string[] = [];
    for (const { path, html } of pages) {
      const tags = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes = ""]) => attributes.trim());
      const runnable = tags.filter(
        (attributes) =>
          !attributes.includes('type="application/ld+json"') &&
          !attributes.includes(`type="${MOVED_SCRIPT_TYPE}"`) &&
          attributes !== SIGNED_IN_HINT_ATTRIBUTE,
      );
      // Besides the signed-in hint (a cookie read, below its own test), the one script the parser runs is React
      // Router's bootstrap, a module that first waits for the paint.
      if (runnable.length !== 1 || runnable[0] !== 'type="module" async=""') early.push(`${path}: ${runnable.join(" | ")}`);
      const hint = html.match(new RegExp(`<script ${SIGNED_IN_HINT_ATTRIBUTE}>([^<]*)</script>`))?.[1] ?? "";
      if (hint.length > 200) early.push(`${path}: a signed-in hint of ${hint.length} characters`);
      const fetched = [...html.matchAll(/<link\b[^>]*>/g)].filter(
        ([tag]) => /\brel="modulepreload"/.test(tag) || isFetchedStylesheet(tag),
      );
      if (fetched.length > 0) early.push(`${path}: a preload or stylesheet link`);
    }
    expect(early).toEqual([]);
  });
});

test("each audience page opens with the picture its file names, the product at the work that page promises", () => {
  const pictures = new Set<string>();
  for (const audience of loadAudiences()) {
    const picture = audiencePicture(audience);
    pictures.add(picture.kind);
    const label = picture.kind === "market-sizing" ? audience.sizing.label : picture.visual.label;
    const page = pages.find(({ path }) => path === familyPath("audience", audience.slug));
    // The picture is named for screen readers by its label, in the page's opening (after its heading).
    expect(decode(page?.html.split("</h1>")[1]?.split("</section>")[0] ?? ""), audience.slug).toContain(label);
  }
  // Not one picture for every audience.
  expect(pictures.size).toBeGreaterThan(1);
});

test("an audience page that names a sample shows its table among the workflows, with a link to the whole sample", () => {
  const named = loadAudiences().filter((audience) => audience.sample);
  expect(named.length).toBeGreaterThan(0);
  for (const { slug, sample } of named) {
    if (!sample) continue;
    const html = pages.find(({ path }) => path === familyPath("audience", slug))?.html ?? "";
    const workflows = decode(html.split('aria-labelledby="workflows-title"')[1]?.split("</section>")[0] ?? "");
    const table = sampleExcerpt(sample.slug, sample.excerpt);
    expect(workflows, slug).toContain(table.title);
    for (const row of table.rows) expect(workflows, slug).toContain(row.label);
    expect(workflows, slug).toContain(`href="${familyPath("sample", sample.slug)}"`);
  }
});

test.describe("the blog's tag pages", () => {
  const tagPages = pages
    .filter(({ path }) => path.startsWith("/blog/tag/"))
    .map(({ path, html }) => ({ path, head: readPageHead(html), posts: postLinksInHeadings(html, 2).length }));

  test("include tags with a single post and tags with several", () => {
    expect(tagPages.some((page) => page.posts < MIN_POSTS_FOR_AN_INDEXED_TAG)).toBe(true);
    expect(tagPages.some((page) => page.posts >= MIN_POSTS_FOR_AN_INDEXED_TAG)).toBe(true);
  });

  test("with fewer than two posts are noindex (their links still followed) and left out of the sitemap", () => {
    expect(MIN_POSTS_FOR_AN_INDEXED_TAG).toBe(2);
    for (const { path, head, posts } of tagPages.filter((page) => page.posts < MIN_POSTS_FOR_AN_INDEXED_TAG)) {
      expect(head.robots, `${path}, ${posts} post`).toBe("noindex, follow");
      expect(head.canonical, `${path} names no canonical URL`).toBeUndefined();
      expect(sitemapPaths.has(path), `${path} in the sitemap`).toBe(false);
    }
  });

  test("with two posts or more are indexed and in the sitemap", () => {
    for (const { path, head, posts } of tagPages.filter((page) => page.posts >= MIN_POSTS_FOR_AN_INDEXED_TAG)) {
      expect(head.robots, `${path}, ${posts} posts`).toBe("index, follow");
      expect(sitemapPaths.has(path), `${path} in the sitemap`).toBe(true);
    }
  });
});

test.describe("prices read one way", () => {
  const visiblePricesOf = (html: string) =>
    [...html.matchAll(/\$([\d,]+)<\/span>\s*<span[^>]*>\/month<\/span>\s*<span[^>]*>, was<\/span><s[^>]*>\$([\d,]+)<\/s>/g)].map(
      (match) => ({ price: Number(match[1]!.replace(/,/g, "")), regular: Number(match[2]!.replace(/,/g, "")) }),
    );
  const pricedPages = pages.filter(({ html }) => visiblePricesOf(html).length > 0);
  const pricingAnswer = faqItems.find((item) => item.id === "pricing")!;

  test("some pages show prices: the plan cards and the audience pages", () => {
    expect(pricedPages.map((page) => page.path)).toEqual(
      expect.arrayContaining(["/", "/pricing", ...loadAudiences().map(({ slug }) => familyPath("audience", slug))]),
    );
  });

  test("every shown price and struck-through price is a plan's price and regular price", () => {
    for (const { path, html } of pricedPages) {
      for (const shown of visiblePricesOf(html)) {
        expect(
          plans.some((plan) => plan.price === shown.price && plan.originalPrice === shown.regular),
          `${path}: ${formatPrice(shown.price)}, was ${formatPrice(shown.regular)}`,
        ).toBe(true);
        expect(Math.round((1 - shown.price / shown.regular) * 100), `${path}: the discount label`).toBe(site.promo.percentOff);
      }
    }
  });

  test("the plan cards say plainly that the discount is already in the prices", () => {
    for (const { path, html } of pricedPages.filter(({ html }) => visiblePricesOf(html).length === plans.length)) {
      expect(textOf(html).includes(launchPricing.terms), `${path} says: ${launchPricing.terms}`).toBe(true);
    }
  });

  test("the JSON-LD offers state the shown prices, and offer no plan that no page shows", () => {
    for (const { path, html } of pages) {
      const blocks = jsonLdBlocks(html);
      const product = blocks.find((block) => block["@type"] === "Product") as
        | { offers: { lowPrice: number; highPrice: number; offers: { name: string; price: number; description: string }[] } }
        | undefined;
      if (product) {
        const shown = visiblePricesOf(html).map((price) => price.price);
        expect(
          product.offers.offers.map((offer) => offer.price),
          `${path}: offers`,
        ).toEqual(shown);
        expect(product.offers.lowPrice).toBe(Math.min(...shown));
        expect(product.offers.highPrice).toBe(Math.max(...shown));
        for (const [index, offer] of product.offers.offers.entries()) {
          expect(offer.name).toBe(plans[index]!.name);
          expect(offer.description, `${path}: ${offer.name} names its regular price`).toContain(
            formatPrice(plans[index]!.originalPrice),
          );
        }
      }
      const software = blocks.find((block) => block["@type"] === "SoftwareApplication") as
        | { offers: { name: string; price?: number }[] }
        | undefined;
      for (const offer of software?.offers ?? []) {
        expect(offer.name, `${path}: ${offer.name}`).not.toMatch(/free plan/i);
        if (offer.price === 0) expect(offer.name, `${path}: a free offer is the trial`).toMatch(/trial/i);
      }
    }
  });

  test("the FAQ's pricing answer quotes the shown prices and says the discount is included, wherever it appears", () => {
    const answered = pages.filter(({ html }) => textOf(html).includes(pricingAnswer.question));
    // /pricing's cards state the prices themselves; its questions are the group's first few (PRICING_FAQ_MAX).
    expect(answered.map((page) => page.path)).toEqual(expect.arrayContaining(["/", "/faqs"]));
    for (const { path, html } of answered) {
      expect(textOf(html).includes(pricingAnswer.answer), `${path} shows the answer: ${pricingAnswer.answer}`).toBe(true);
      for (const plan of plans) expect(pricingAnswer.answer).toContain(`${plan.name} is ${formatPrice(plan.price)} per month`);
      expect(pricingAnswer.answer).toMatch(/already include/);
      const faqPage = jsonLdBlocks(html).find((block) => block["@type"] === "FAQPage") as
        | { mainEntity: { name: string; acceptedAnswer: { text: string } }[] }
        | undefined;
      const entry = faqPage?.mainEntity.find((question) => question.name === pricingAnswer.question);
      if (entry) expect(entry.acceptedAnswer.text, `${path}: FAQPage data`).toBe(pricingAnswer.answer);
    }
  });

  test('no page mentions a "promo code"', () => {
    const mentions = pages.filter(({ html }) => /promo\s+code/i.test(decode(html))).map((page) => page.path);
    expect(mentions).toEqual([]);
  });
});
