import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, type Route, test } from "@playwright/test";
import { APP_ON_DEMAND_ATTRIBUTE, HYDRATED_ATTRIBUTE } from "#app/bootstrap/page-signals.ts";
import { loadBlogPosts } from "#content/blog.server.ts";
import { blogCopy, blogSearchCopy } from "#content/blog-copy.ts";
import { SEARCH_INDEX_PATH, SEARCH_QUERY_PARAMETER, SEARCH_WARM_LIST } from "#core/blog-search.ts";
import { readFrontMatter } from "#core/markdown.server.ts";
import { pagePath } from "#core/page-paths.ts";
import { APP_LOADED_WITHIN, holdScripts } from "#tests/support/hold-scripts.ts";

/**
 * A word of one post's body that is in no title, description or tag, and in no other post. The search matches word
 * stems ("invoicing" finds "invoice"), so it is the stem that must be unique.
 */
const BODY_ONLY_WORD = "courage";
const ITS_STEM = "courag";
const POST_WITH_THE_WORD = "product-discovery-in-days-not-weeks";
/** A word in no post at all. */
const WORD_IN_NO_POST = "zanzibarite";

const searchBox = (page: Page) => page.getByRole("searchbox", { name: blogSearchCopy.label });
/** The search's status, at the head of the results' place. */
const searchStatus = (page: Page) => page.locator("[data-search-results]").getByRole("status");
/** What the status shows from the page's CSS before the scripts have run (app.css), or "none". */
const statusBeforeScripts = (page: Page) => searchStatus(page).evaluate((status) => getComputedStyle(status, "::before").content);
/** The results, which show in the list's place under the opening, apart from the box. */
const results = (page: Page) => page.locator("[data-search-results]").getByRole("listitem");

/** The page has loaded its scripts; the box also picks up what was typed before that, but these tests start after. */
const openBlog = async (page: Page) => {
  await page.goto("/blog");
  await page.waitForLoadState("networkidle");
};

test.describe("search on the blog page", () => {
  test("the chosen words are what the tests say they are", () => {
    const posts = loadBlogPosts();
    for (const post of posts) {
      const source = readFileSync(join(process.cwd(), "content", "blog", `${post.slug}.md`), "utf8");
      const { content } = readFrontMatter(source);
      const front = [post.title, post.description, ...post.tags].join(" ").toLowerCase();
      expect(front, `${post.slug}: front matter`).not.toContain(ITS_STEM);
      expect(content.toLowerCase().includes(ITS_STEM), `${post.slug}: body`).toBe(post.slug === POST_WITH_THE_WORD);
      expect(source.toLowerCase()).not.toContain(WORD_IN_NO_POST);
    }
  });

  test("finds a post by a word that appears only in its body, under the page's CSP", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    await openBlog(page);
    await searchBox(page).fill(BODY_ONLY_WORD);
    await expect(page.getByRole("status").filter({ hasText: blogSearchCopy.found(1, BODY_ONLY_WORD) })).toBeVisible();
    await expect(results(page)).toHaveCount(1);
    const hit = results(page).getByRole("link");
    await expect(hit).toHaveAttribute("href", `/blog/${POST_WITH_THE_WORD}`);
    await expect(hit.locator("mark").first()).toHaveText(new RegExp(BODY_ONLY_WORD, "i"));
    expect(problems).toEqual([]);
  });

  test("says it is searching above the list, which dims until the answer, and heads the results with their count", async ({
    page,
  }) => {
    await openBlog(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${SEARCH_INDEX_PATH}/**`, async (route) => {
      await held;
      await route.continue();
    });
    await searchBox(page).fill(BODY_ONLY_WORD);
    await expect(searchStatus(page)).toHaveText(blogSearchCopy.searching);
    const list = page.locator("[data-posts] > :not([data-search-results])").first();
    await expect.poll(() => list.evaluate((element) => Number(getComputedStyle(element).opacity))).toBeLessThan(0.5);
    release();
    await expect(searchStatus(page)).toHaveText(blogSearchCopy.found(1, BODY_ONLY_WORD));
    // Measured in one frame: the answer drawn before the application may give way to the application's own meanwhile.
    const gapUnderCount = () =>
      page.evaluate(() => {
        const [status, first] = ["[role=status]", "li"].map((part) =>
          document.querySelector(`[data-search-results] ${part}`)?.getBoundingClientRect(),
        );
        return status && first ? Math.round(first.top - status.bottom) : null;
      });
    await expect.poll(gapUnderCount, { message: "the count right above the first result" }).toBeGreaterThanOrEqual(0);
    expect(await gapUnderCount()).toBeLessThan(48);
    await searchBox(page).fill(WORD_IN_NO_POST);
    await expect(searchStatus(page)).toHaveText(blogSearchCopy.none(WORD_IN_NO_POST));
    await expect.poll(() => list.evaluate((element) => Number(getComputedStyle(element).opacity))).toBe(1);
  });

  test.describe("its scripts held", () => {
    // Failed once in five runs of CI (2026-11-28): released, the search never said it had found the post within 30 s.
    // A second try, reported as flaky, until the cause is found.
    test.describe.configure({ retries: 1 });
    test("says it is searching as soon as a word is typed before the scripts came, then finds it", async ({ page }) => {
      const scripts = await holdScripts(page);
      await page.goto("/blog");
      await searchBox(page).fill(BODY_ONLY_WORD);
      await expect.poll(() => statusBeforeScripts(page)).toBe(JSON.stringify(blogSearchCopy.searching));
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

      await scripts.release();
      await scripts.explain(() =>
        expect(page.getByRole("status").filter({ hasText: blogSearchCopy.found(1, BODY_ONLY_WORD) })).toBeVisible(
          APP_LOADED_WITHIN,
        ),
      );
      await searchBox(page).fill("   ");
      await expect(searchStatus(page)).toBeEmpty();
      expect(await statusBeforeScripts(page)).toBe("none");
    });
  });

  test("answers before the application has come, arrows included, and the application then takes the answer over", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    const application = /\/assets\/page-app-[^/]*\.js$/;
    const held: Route[] = [];
    let released = false;
    await page.route(application, (route) => (released ? route.continue() : held.push(route)));
    await page.goto("/blog");
    await expect(page.locator("html")).toHaveAttribute(APP_ON_DEMAND_ATTRIBUTE);
    await searchBox(page).focus();
    await page.keyboard.type(BODY_ONLY_WORD);

    const found = page.getByRole("status").filter({ hasText: blogSearchCopy.found(1, BODY_ONLY_WORD) });
    await expect(found).toBeVisible();
    await expect(results(page)).toHaveCount(1);
    await expect(results(page).getByRole("link")).toHaveAttribute("href", `/blog/${POST_WITH_THE_WORD}`);
    await expect(results(page).locator("mark").first()).toHaveText(new RegExp(BODY_ONLY_WORD, "i"));
    await expect(page.locator("html")).not.toHaveAttribute(HYDRATED_ATTRIBUTE);
    // The arrows reach the result and come back to the box, as they will once the application has come.
    await page.keyboard.press("ArrowDown");
    await expect(results(page).getByRole("link")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(searchBox(page)).toBeFocused();
    // The application was asked for once the index was in.
    await expect.poll(() => held.length).toBeGreaterThan(0);

    released = true;
    for (const route of held) await route.continue();
    await expect(page.locator("html")).toHaveAttribute(HYDRATED_ATTRIBUTE, "", APP_LOADED_WITHIN);
    await expect(found).toBeVisible();
    await expect(results(page)).toHaveCount(1);
    await page.keyboard.press("ArrowDown");
    await expect(results(page).getByRole("link")).toBeFocused();
    expect(problems).toEqual([]);
  });

  test("typed and sent at once, before the index has come, it never says that no post matches", async ({ page }) => {
    await page.route(`**${SEARCH_INDEX_PATH}/**`, async (route) => {
      await new Promise((done) => setTimeout(done, 800));
      await route.continue();
    });
    // Every status the box shows, however briefly.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { statusesSeen: seen });
      new MutationObserver(() => {
        const text = document.querySelector("[data-search-results] [role=status]")?.textContent;
        if (text && text !== seen.at(-1)) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(pagePath("blog"));
    await searchBox(page).fill(BODY_ONLY_WORD);
    await searchBox(page).press("Enter");
    await expect(page.getByRole("status").filter({ hasText: blogSearchCopy.found(1, BODY_ONLY_WORD) })).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { statusesSeen: string[] }).statusesSeen);
    expect(seen).not.toContain(blogSearchCopy.none(BODY_ONLY_WORD));
  });

  test("finds nothing for a word that is in no post", async ({ page }) => {
    await openBlog(page);
    await searchBox(page).fill(WORD_IN_NO_POST);
    await expect(page.getByRole("status").filter({ hasText: blogSearchCopy.none(WORD_IN_NO_POST) })).toBeVisible();
    await expect(results(page)).toHaveCount(0);
  });

  test("requests no search code or index until the box is focused", async ({ page }) => {
    const searchRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith(`${SEARCH_INDEX_PATH}/`)) searchRequests.push(request.url());
    });
    await openBlog(page);
    await page.waitForLoadState("networkidle");
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
    expect(searchRequests).toEqual([]);

    const loader = page.waitForRequest((request) => request.url().endsWith(`${SEARCH_INDEX_PATH}/pagefind.js`));
    await searchBox(page).focus();
    await loader;
    expect(searchRequests.length).toBeGreaterThan(0);
  });

  test("asks for the index's files at the first focus, before a word is typed, and each is there", async ({ page }) => {
    const asked = new Set<string>();
    page.on("request", (request) => asked.add(new URL(request.url()).pathname));
    await openBlog(page);
    await searchBox(page).focus();
    const rounds: string[][] = await (await page.request.get(SEARCH_WARM_LIST)).json();
    const files = rounds.flat().map((file) => `${SEARCH_INDEX_PATH}/${file}`);
    expect(files.some((file) => file.endsWith(".pf_index"))).toBe(true);
    expect(files.some((file) => file.endsWith(".pf_fragment"))).toBe(true);
    await expect.poll(() => files.filter((file) => !asked.has(file))).toEqual([]);
    for (const file of files) expect((await page.request.get(file)).status(), file).toBe(200);
    await expect(searchBox(page)).toHaveValue("");
  });

  test("works from the keyboard: arrows reach the results, Escape clears", async ({ page }) => {
    await openBlog(page);
    await searchBox(page).focus();
    await page.keyboard.type(BODY_ONLY_WORD);
    await expect(page.getByRole("status").filter({ hasText: blogSearchCopy.found(1, BODY_ONLY_WORD) })).toBeVisible();
    await expect(results(page)).toHaveCount(1);
    // The keys are the application's: before it, the page's own script answers with plain links.
    await expect(page.locator("html")).toHaveAttribute(HYDRATED_ATTRIBUTE, "", APP_LOADED_WITHIN);
    await page.keyboard.press("ArrowDown");
    await expect(results(page).getByRole("link")).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(searchBox(page)).toHaveValue("");
    await expect(results(page)).toHaveCount(0);
    await expect(searchStatus(page)).toHaveText("");
  });

  test("its results stand in for the list of posts, which comes back when the search is cleared", async ({ page }) => {
    await openBlog(page);
    const newest = [...loadBlogPosts()].sort((a, b) => b.published.localeCompare(a.published))[0];
    const listed = page.getByRole("main").getByRole("heading", { name: newest?.title });
    await expect(listed).toBeVisible();
    await searchBox(page).fill(BODY_ONLY_WORD);
    await expect(results(page)).toHaveCount(1);
    await expect(listed).toBeHidden();
    // The list's categories go with it.
    await expect(page.getByRole("navigation", { name: blogCopy.categories.label })).toBeHidden();
    // The closing card keeps its distance from the opening, as it did from the list.
    const gap = await page.evaluate(() => {
      const opening = document.querySelector("[data-slot=page-hero]")?.getBoundingClientRect();
      const card = document.querySelector("[data-cta-location=closing] .rounded-card")?.getBoundingClientRect();
      return (card?.top ?? 0) - (opening?.bottom ?? 0);
    });
    expect(gap).toBeGreaterThanOrEqual(40);
    await searchBox(page).fill(WORD_IN_NO_POST);
    await expect(page.getByRole("status").filter({ hasText: blogSearchCopy.none(WORD_IN_NO_POST) })).toBeVisible();
    await expect(listed).toBeVisible();
    await searchBox(page).fill(BODY_ONLY_WORD);
    await expect(listed).toBeHidden();
    await searchBox(page).press("Escape");
    await expect(listed).toBeVisible();
  });

  test("shows excerpts that keep the spaces around highlighted words and start at a sentence or an ellipsis", async ({
    page,
  }) => {
    await openBlog(page);
    const posts = loadBlogPosts();
    const faults: string[] = [];
    const postWords = new Map<string, Set<string>>();
    const wordsOf = (text: string) =>
      text
        .split(/\s+/)
        .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "").toLowerCase())
        .filter(Boolean);
    for (const query of ["interview", "interviews", "roadmap", "prompt", "scoring"]) {
      await searchBox(page).fill(query);
      await expect(searchStatus(page)).toContainText(`“${query}”`);
      await expect(results(page).first()).toBeVisible();
      for (const hit of await results(page).getByRole("link").all()) {
        const href = (await hit.getAttribute("href")) ?? "";
        if (!postWords.has(href)) {
          // The post's own words, each text of its page kept apart: what a correct excerpt can be made of.
          const html = await (await page.request.get(href)).text();
          const body = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, " ").replace(/<[^>]+>/g, " ");
          postWords.set(href, new Set(wordsOf(body.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&"))));
        }
        const excerpt = ((await hit.locator("span").nth(1).textContent()) ?? "").trim();
        const known = postWords.get(href) as Set<string>;
        const glued = wordsOf(excerpt.replace(/…/g, " ")).filter((word) => !known.has(word));
        if (glued.length > 0) faults.push(`"${query}" in ${href}: words run together: ${glued.join(", ")}`);
        // The section's badge and the byline are not the post's text: "Product discovery How to…", "By Priya Raman".
        const post = posts.find((entry) => href.endsWith(`/${entry.slug}`));
        const titleAt = post ? excerpt.indexOf(post.title) : -1;
        if (post && ((titleAt > 0 && /\p{L}\s$/u.test(excerpt.slice(0, titleAt))) || excerpt.includes(post.author)))
          faults.push(`"${query}" in ${href}: reads the badge or byline: "${excerpt}"`);
        if (!/^(…|[\p{Lu}\p{N}"“'])/u.test(excerpt))
          faults.push(`"${query}" in ${href}: starts mid-sentence: "${excerpt.slice(0, 40)}"`);
      }
    }
    expect(faults).toEqual([]);
  });

  test("starts with the search in the address, and keeps the address in step as the visitor types", async ({ page }) => {
    await page.goto(`/blog?${SEARCH_QUERY_PARAMETER}=${BODY_ONLY_WORD}`);
    await expect(searchBox(page)).toHaveValue(BODY_ONLY_WORD);
    await expect(page.getByRole("status").filter({ hasText: blogSearchCopy.found(1, BODY_ONLY_WORD) })).toBeVisible();
    await expect(results(page)).toHaveCount(1);
    const entries = await page.evaluate(() => history.length);

    await searchBox(page).fill(WORD_IN_NO_POST);
    await expect(page.getByRole("status").filter({ hasText: blogSearchCopy.none(WORD_IN_NO_POST) })).toBeVisible();
    expect(new URL(page.url()).searchParams.get(SEARCH_QUERY_PARAMETER)).toBe(WORD_IN_NO_POST);
    // Typing replaces the entry rather than adding one per keystroke.
    expect(await page.evaluate(() => history.length)).toBe(entries);

    await searchBox(page).fill("");
    await expect.poll(() => new URL(page.url()).search).toBe("");
  });

  test("is not shown when JavaScript is off", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(searchBox(page)).toBeHidden();
    await context.close();
  });
});
