/**
 * The blog with 40 posts: the pages, sitemap and feeds the build writes from generated posts (the build benchmark's
 * own generator, into a temporary folder through BLOG_CONTENT_DIR and BUILD_OUT_DIR), served by the production
 * server. The build stops there (`--pages-only`): nothing here reads share images, the search index, compressed
 * copies or the content manager.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import matter from "gray-matter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogCategories } from "#content/blog-categories.ts";
import { MIN_POSTS_FOR_AN_INDEXED_TAG } from "#content/blog-listings.server.ts";
import { tagSlug } from "#content/blog-taxonomy.ts";
import { canonicalUrl } from "#content/canonical.ts";
import { POSTS_PER_PAGE } from "#core/blog-pagination.ts";
import { readFrontMatter } from "#core/markdown.server.ts";
import { postLinksInHeadings, readPageHead, sectionLabelledBy } from "#tests/support/page-head.ts";
import { projectCopy } from "#tests/support/project-copy.ts";
import { readPostTemplates, writeGeneratedPosts } from "#tooling/generated-posts.ts";
import { type RunningServer, startProductionServer } from "#tooling/production-server.ts";
import { projectRoot } from "#tooling/project-root.ts";
import { timedBuild } from "#tooling/timed-build.ts";

const POSTS = 40;
const DAY_MS = 86_400_000;
/** Two more posts: one dated yesterday, out; one scheduled for tomorrow, left out of the site until then. */
const OUT_YESTERDAY = "out-since-yesterday";
const SCHEDULED = "scheduled-for-tomorrow";

type GeneratedPost = { slug: string; published: string; section: string; tags: string[] };
type ExpectedList = { path: string; posts: GeneratedPost[]; indexed: boolean };

let scratch: string;
let server: RunningServer;
let posts: GeneratedPost[];

const get = (path: string) => fetch(`${server.origin}${path}`);
const html = async (path: string) => {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  return response.text();
};

/** What the lists should be, worked out from the generated files' front matter alone. */
const expectedLists = (): ExpectedList[] => {
  const newestFirst = [...posts].sort((a, b) => b.published.localeCompare(a.published));
  const tagSlugs = [...new Set(posts.flatMap((post) => post.tags.map(tagSlug)))];
  return [
    { path: "/blog", posts: newestFirst, indexed: true },
    ...blogCategories.map((category) => ({
      path: `/blog/category/${category.slug}`,
      posts: newestFirst.filter((post) => post.section === category.name),
      indexed: true,
    })),
    ...tagSlugs.map((slug) => {
      const tagged = newestFirst.filter((post) => post.tags.map(tagSlug).includes(slug));
      return { path: `/blog/tag/${slug}`, posts: tagged, indexed: tagged.length >= MIN_POSTS_FOR_AN_INDEXED_TAG };
    }),
  ].filter((list) => list.posts.length > 0);
};

const pagePath = (list: ExpectedList, page: number) => (page === 1 ? list.path : `${list.path}/page/${page}`);
const pageCount = (list: ExpectedList) => Math.ceil(list.posts.length / POSTS_PER_PAGE);

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), "northstar-blog-at-scale-"));
  // Prerendering imports the server bundle from the output folder, and its dependencies resolve from there.
  symlinkSync(join(projectRoot, "node_modules"), join(scratch, "node_modules"), "dir");
  const blogDirectory = join(scratch, "posts");
  const templates = readPostTemplates(join(projectRoot, "content", "blog"));
  writeGeneratedPosts(templates, POSTS, blogDirectory);
  const { image: _image, ...data } = templates[0]!.data;
  for (const [slug, days] of [
    [OUT_YESTERDAY, -1],
    [SCHEDULED, 1],
  ] as const) {
    const date = new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
    const post = { ...data, title: `A post ${slug.replaceAll("-", " ")}`, published: date, modified: date };
    writeFileSync(join(blogDirectory, `${slug}.md`), matter.stringify(templates[0]!.content, post));
  }
  posts = readdirSync(blogDirectory).flatMap((file) => {
    if (file === `${SCHEDULED}.md`) return [];
    const { data } = readFrontMatter(readFileSync(join(blogDirectory, file), "utf8"));
    return [
      {
        slug: file.replace(/\.md$/, ""),
        published: String(data.published),
        section: String(data.section),
        tags: data.tags as string[],
      },
    ];
  });
  await timedBuild({
    projectRoot: projectCopy("blog-at-scale-project-"),
    outputDirectory: join(scratch, "out"),
    blogDirectory,
    pagesOnly: true,
  });
  server = await startProductionServer({ buildDirectory: join(scratch, "out", "client") });
}, 300_000);

afterAll(async () => {
  await server?.stop();
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe(`the blog with ${POSTS + 2} posts, one of them scheduled`, () => {
  it("splits the list into pages of POSTS_PER_PAGE, newest first, each post on exactly one page", async () => {
    const listed: string[] = [];
    const pages = Math.ceil(posts.length / POSTS_PER_PAGE);
    for (let page = 1; page <= pages; page += 1) {
      const slugs = postLinksInHeadings(await html(page === 1 ? "/blog" : `/blog/page/${page}`), 2);
      expect(slugs.length, `page ${page}`).toBe(page < pages ? POSTS_PER_PAGE : posts.length % POSTS_PER_PAGE || POSTS_PER_PAGE);
      listed.push(...slugs);
    }
    expect(listed).toEqual(expectedLists()[0]!.posts.map((post) => post.slug));
  });

  it("answers every category, tag and page URL with 200, a title of its own, its canonical URL and prev/next links", async () => {
    const titles = new Map<string, string>();
    const lists = expectedLists();
    expect(lists.some((list) => list.path.startsWith("/blog/category/") && pageCount(list) > 1)).toBe(true);
    expect(lists.some((list) => list.path.startsWith("/blog/tag/") && pageCount(list) > 1)).toBe(true);
    for (const list of lists) {
      const count = pageCount(list);
      for (let page = 1; page <= count; page += 1) {
        const path = pagePath(list, page);
        const body = await html(path);
        const head = readPageHead(body);
        expect(head.title, path).toBeTruthy();
        expect(titles.get(head.title!), `${path} has the title of ${titles.get(head.title!)}`).toBeUndefined();
        titles.set(head.title!, path);
        expect(head.canonical, path).toBe(list.indexed ? canonicalUrl(path) : undefined);
        expect(head.prev, `${path} rel=prev`).toBe(page > 1 ? canonicalUrl(pagePath(list, page - 1)) : undefined);
        expect(head.next, `${path} rel=next`).toBe(page < count ? canonicalUrl(pagePath(list, page + 1)) : undefined);
        expect(postLinksInHeadings(body, 2), path).toEqual(
          list.posts.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE).map((post) => post.slug),
        );
        expect(body.includes('aria-label="Pages"'), `${path} shows pagination`).toBe(count > 1);
      }
    }
  });

  it("lists every category, tag and page in the sitemap, but for a tag too thin to index", async () => {
    const sitemap = await html("/sitemap.xml");
    const locations = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]));
    const missing = expectedLists()
      .filter((list) => list.indexed)
      .flatMap((list) => Array.from({ length: pageCount(list) }, (_, index) => pagePath(list, index + 1)))
      .filter((path) => !locations.has(canonicalUrl(path)));
    expect(missing).toEqual([]);
  });

  it("leaves a post scheduled for tomorrow out of its path, every list, the sitemap and the feed; yesterday's is in", async () => {
    const [list, sitemap, feed] = await Promise.all(["/blog", "/sitemap.xml", "/rss.xml"].map(html));
    expect((await get(`/blog/${SCHEDULED}`)).status).toBe(404);
    for (const [name, text = ""] of Object.entries({ list, sitemap, feed })) {
      expect(text.includes(SCHEDULED), `${name} names the scheduled post`).toBe(false);
      expect(text.includes(OUT_YESTERDAY), `${name} names yesterday's post`).toBe(true);
    }
    expect((await get(`/blog/${OUT_YESTERDAY}`)).status).toBe(200);
  });

  it("answers an unknown page number, category or tag with 404", async () => {
    const lastPage = Math.ceil(posts.length / POSTS_PER_PAGE);
    const onePageTag = expectedLists().find((list) => list.path.startsWith("/blog/tag/") && pageCount(list) === 1)!;
    for (const path of [
      `/blog/page/${lastPage + 1}`,
      "/blog/page/1",
      "/blog/page/0",
      "/blog/page/two",
      "/blog/category/discovry",
      "/blog/tag/no-such-tag",
      `${onePageTag.path}/page/2`,
      "/blog/category/prioritization/page/2/extra",
    ]) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it("never lists a post among its own related posts, and lists only posts that share its category or a tag", async () => {
    const bySlug = new Map(posts.map((post) => [post.slug, post]));
    for (const post of posts) {
      const related = sectionLabelledBy(await html(`/blog/${post.slug}`), "related-title");
      const slugs = related ? postLinksInHeadings(related, 3) : [];
      expect(slugs, post.slug).not.toContain(post.slug);
      expect(slugs.length, post.slug).toBeGreaterThan(0);
      expect(slugs.length, post.slug).toBeLessThanOrEqual(3);
      for (const slug of slugs) {
        const other = bySlug.get(slug)!;
        const sharesTag = other.tags.some((tag) => post.tags.map(tagSlug).includes(tagSlug(tag)));
        expect(other.section === post.section || sharesTag, `${post.slug} → ${slug}`).toBe(true);
      }
    }
  });

  it("writes a feed per category beside its page, with that category's posts", async () => {
    for (const list of expectedLists().filter((entry) => entry.path.startsWith("/blog/category/"))) {
      const response = await get(`${list.path}/rss.xml`);
      expect(response.status, list.path).toBe(200);
      const items = [...(await response.text()).matchAll(/<item>\s*<title>[^<]+<\/title>\s*<link>([^<]+)<\/link>/g)];
      expect(items.map((match) => new URL(match[1]!).pathname)).toEqual(list.posts.map((post) => `/blog/${post.slug}`));
    }
  });
});
