import { expect, type Page, test } from "@playwright/test";
import { loadBlogPostSummaries, loadBlogPosts } from "#content/blog.server.ts";
import { blogCopy } from "#content/blog-copy.ts";
import { blogCategoryListings, blogTagListings } from "#content/blog-listings.server.ts";
import { relatedPosts } from "#content/blog-related.ts";
import { canonicalUrl } from "#content/canonical.ts";
import { notFound } from "#content/errors.ts";
import { navigationCopy } from "#content/navigation.ts";
import { POSTS_PER_PAGE } from "#core/blog-pagination.ts";
import { APP_LOADED_WITHIN, holdScripts } from "#tests/support/hold-scripts.ts";
import { readJsonLd, readPageHead } from "#tests/support/page-head.ts";
import { waitForHydration } from "./fixtures.ts";

const posts = loadBlogPostSummaries();
const categories = blogCategoryListings(posts);
const tags = blogTagListings(posts);
const lists = [...categories, ...tags];
/** A post with related posts (its text read too: a post it links to is not offered again). */
const post = loadBlogPosts().find((candidate) => relatedPosts(candidate, posts).length > 0)!;
const postPath = `/blog/${post.slug}`;

const watchConsole = (page: Page) => {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
};

test.describe("the blog's category and tag pages, as a crawler gets them", () => {
  test("each answers 200 with its own title, description, robots and canonical URL, h1, breadcrumbs and share image", async ({
    request,
  }) => {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const { path, indexed } of lists) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const head = readPageHead(html);
      expect(head.title!.length, `${path} title`).toBeLessThanOrEqual(60);
      expect(head.description!.length, `${path} description`).toBeLessThanOrEqual(160);
      expect(titles.get(head.title!), `${path}: title of ${titles.get(head.title!)}`).toBeUndefined();
      const sameDescription = descriptions.get(head.description!);
      expect(sameDescription, `${path}: description of ${sameDescription}`).toBeUndefined();
      titles.set(head.title!, path);
      descriptions.set(head.description!, path);
      // A tag too thin to index names no canonical URL (tests/e2e/built-pages.spec.ts checks which are).
      expect(head.canonical).toBe(indexed ? canonicalUrl(path) : undefined);
      expect(head.robots).toBe(indexed ? "index, follow" : "noindex, follow");
      expect(head.h1, `${path} h1`).toBeTruthy();
      // A list that fits on one page has no neighbours.
      expect(head.prev).toBeUndefined();
      expect(head.next).toBeUndefined();

      const breadcrumb = readJsonLd(html).find((block) => block["@type"] === "BreadcrumbList") as
        | { itemListElement: { name: string; item: string }[] }
        | undefined;
      expect(breadcrumb?.itemListElement.map((crumb) => new URL(crumb.item).pathname)).toEqual(["/", "/blog", path]);
      expect(html).toContain(`<nav aria-label="${navigationCopy.breadcrumbLabel}"`);

      const image = new URL(head.ogImage!).pathname;
      expect(image).toBe(`/og${path}.png`);
      expect((await request.get(image)).status(), image).toBe(200);
    }
  });

  test("a category page points to its own feed, which carries the category's posts", async ({ request }) => {
    for (const category of categories) {
      const html = await (await request.get(category.path)).text();
      const feedPath = `${category.path}/rss.xml`;
      expect(html).toContain(
        `<link rel="alternate" type="application/rss+xml" title="${blogCopy.feed.categoryTitle(category)}" href="${feedPath}"/>`,
      );
      const feed = await request.get(feedPath);
      expect(feed.status()).toBe(200);
      const titles = [...(await feed.text()).matchAll(/<item>\s*<title>([^<]+)<\/title>/g)].map((match) => match[1]);
      expect(titles).toEqual(category.posts.map((entry) => entry.title.replace(/&/g, "&amp;")));
    }
  });

  test("a post's breadcrumbs go through its category", async ({ request }) => {
    const blocks = readJsonLd(await (await request.get(postPath)).text());
    const breadcrumb = blocks.find((block) => block["@type"] === "BreadcrumbList") as {
      itemListElement: { item: string }[];
    };
    expect(breadcrumb.itemListElement.map((crumb) => new URL(crumb.item).pathname)).toEqual([
      "/",
      "/blog",
      `/blog/category/${post.categorySlug}`,
      postPath,
    ]);
  });
});

test.describe("the newest post's card", () => {
  const newest = posts[0]!;

  test("lists the post's own sections in order beside its words on a tablet and under them on a wide screen, and none on a phone", async ({
    page,
  }) => {
    test.skip(newest.sections.length < 2, "the newest post has no outline worth showing");
    for (const [width, placement] of [
      [768, "beside"],
      [1440, "under"],
      [390, "none"],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/blog");
      const card = page.locator("[data-posts] li").filter({ hasText: newest.title }).first();
      const outline = card.getByRole("list").filter({ hasText: newest.sections[0]! });
      if (placement === "none") {
        await expect(outline).toBeHidden();
        continue;
      }
      await expect(outline.getByRole("listitem")).toHaveCount(newest.sections.length);
      await expect(outline.getByRole("listitem")).toContainText(newest.sections);
      const title = (await card.getByRole("heading", { name: newest.title }).boundingBox())!;
      const list = (await outline.boundingBox())!;
      if (placement === "beside")
        expect(list.x, "the outline stands right of the title").toBeGreaterThan(title.x + title.width - 1);
      else expect(list.y, "the outline is under the title").toBeGreaterThan(title.y + title.height);
    }
  });
});

test.describe("a post", () => {
  test("shows its author, reading time, tags linking to their pages, and related posts, never itself", async ({ page }) => {
    await page.goto(postPath);
    const article = page.getByRole("article");
    await expect(article.getByText(post.author, { exact: true })).toBeVisible();
    await expect(article.getByText(blogCopy.post.readingTime(post.readingMinutes))).toBeVisible();
    for (const tag of post.tags) {
      await expect(
        article.getByRole("region", { name: blogCopy.post.tags }).getByRole("link", { name: tag, exact: true }),
      ).toHaveAttribute("href", /^\/blog\/tag\/[a-z0-9-]+$/);
    }
    const related = page.getByRole("region", { name: blogCopy.post.relatedTitle }).getByRole("heading", { level: 3 });
    await expect(related).toHaveText(relatedPosts(post, posts).map((entry) => entry.title));
    await expect(related.filter({ hasText: post.title })).toHaveCount(0);
    // The cards sit within the article's column, however many there are, not wider than the text they follow.
    const column = await article.getByRole("region", { name: blogCopy.post.tags }).boundingBox();
    const cards = await page.getByRole("region", { name: blogCopy.post.relatedTitle }).getByRole("list").boundingBox();
    expect(cards && column && cards.x >= column.x - 1 && cards.x + cards.width <= column.x + column.width + 1).toBe(true);
  });

  test("offers share links with the post's address encoded, and no third-party script", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    await page.goto(postPath);
    await page.waitForLoadState("networkidle");
    const share = page.getByRole("region", { name: blogCopy.share.title });
    const url = encodeURIComponent(canonicalUrl(postPath));
    await expect(share.getByRole("link", { name: blogCopy.share.linkedinLabel })).toHaveAttribute(
      "href",
      `https://www.linkedin.com/sharing/share-offsite/?url=${url}`,
    );
    await expect(share.getByRole("link", { name: blogCopy.share.xLabel })).toHaveAttribute(
      "href",
      `https://x.com/intent/post?text=${encodeURIComponent(post.title)}&url=${url}`,
    );
    const email = await share.getByRole("link", { name: blogCopy.share.emailLabel }).getAttribute("href");
    expect(email?.startsWith(`mailto:?subject=${encodeURIComponent(post.title)}&body=`), email ?? "").toBe(true);
    expect(email?.endsWith(url), email ?? "").toBe(true);
    expect(requests.filter((request) => !request.startsWith(new URL(page.url()).origin))).toEqual([]);
  });

  test("copy link, clicked before any of the page's code has come, loads it and copies the post's address", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const scripts = await holdScripts(page, { bootstrapToo: true });
    await page.goto(postPath, { waitUntil: "domcontentloaded" });
    // The bootstrap asks for its module after its first steps: from here, only the inline script has run.
    await expect.poll(scripts.bootstrapRequested).toBe(true);
    const share = page.getByRole("region", { name: blogCopy.share.title });
    await share.getByRole("link", { name: blogCopy.share.copyLink }).click();
    await expect(page).toHaveURL(new RegExp(`${postPath}$`));
    await scripts.release();
    await expect(share.getByRole("button", { name: blogCopy.share.copied })).toBeVisible(APP_LOADED_WITHIN);
    await expect(page).toHaveURL(new RegExp(`${postPath}$`));
    await expect(share.getByRole("status")).toHaveText(blogCopy.share.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonicalUrl(postPath));
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("copy link is a plain link to the post, and pagination and tags are plain links", async ({ page }) => {
      await page.goto(postPath);
      const share = page.getByRole("region", { name: blogCopy.share.title });
      await expect(share.getByRole("link", { name: blogCopy.share.copyLink })).toHaveAttribute("href", canonicalUrl(postPath));
      await expect(share.getByRole("button")).toHaveCount(0);
      await page.getByRole("article").getByRole("link", { name: post.section }).first().click();
      await expect(page).toHaveURL(new RegExp(`/blog/category/${post.categorySlug}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.section);
    });
  });
});

test.describe("in the browser", () => {
  test("the list, a category and a tag navigate in the app, without a reload", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto("/blog");
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => {
      (window as unknown as { __marker: string }).__marker = "same document";
    });
    const category = categories[1]!;
    await page.getByRole("navigation", { name: blogCopy.categories.label }).getByRole("link", { name: category.name }).click();
    await expect(page).toHaveURL(new RegExp(`${category.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(category.name);
    await expect(
      page.getByRole("navigation", { name: blogCopy.categories.label }).getByRole("link", { name: category.name }),
    ).toHaveAttribute("aria-current", "page");
    // A card in a grid names no tags (only the list's newest does): a post's tags are on its page.
    const post = category.posts[0]!;
    const tag = post.tags[0]!;
    await page.getByRole("main").getByRole("link", { name: post.title, exact: true }).click();
    await page
      .getByRole("article")
      .getByRole("region", { name: blogCopy.post.tags })
      .getByRole("link", { name: tag, exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Articles tagged “${tag}”`);
    await expect(page).toHaveTitle(new RegExp(`^Articles tagged “${tag}”`));
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe("same document");
    expect(problems).toEqual([]);
  });

  // A page number one past the blog's last page, however many posts there are.
  const pastTheLastPage = `/blog/page/${Math.ceil(posts.length / POSTS_PER_PAGE) + 1}`;
  for (const path of ["/blog/category/discovry", "/blog/tag/no-such-tag", pastTheLastPage, "/blog/page/1"]) {
    test(`${path} is the not-found page, on a full load and by in-app navigation`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.heading);
      await page.goto("/blog");
      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      await page.evaluate(
        (to) =>
          (
            window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } }
          ).__reactRouterDataRouter.navigate(to),
        path,
      );
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(notFound.heading);
    });
  }
});
