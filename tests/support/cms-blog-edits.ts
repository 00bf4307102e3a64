/**
 * A blog post written in /admin and another post's title edited there (tests/e2e/cms-content.spec.ts): each checked
 * in its Markdown file as the CMS saves it, then on the built site, its page, the list, the sitemap and the feed.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { blogFrontMatterSchema } from "#content/blog-front-matter.ts";
import { readFrontMatter } from "#core/markdown.server.ts";
import { type CmsWorkspace, saveReviewAndPublish } from "./cms-e2e.ts";

const readPost = (file: string) => {
  const source = readFileSync(file, "utf8");
  return { source, ...readFrontMatter(source) };
};

const NEW_POST = {
  title: "Roadmaps: what to cut, and why",
  slug: "roadmaps-what-to-cut-and-why",
  description: "How to cut a roadmap down to the bets that matter, and how to say no without losing the team.",
  published: "2026-11-24",
  modified: "2026-11-25",
  author: "Priya Raman",
  section: "Prioritization",
  tags: ["roadmap", "focus"],
  body: "Cutting is a skill. Every roadmap item you keep is a promise the team has to keep.",
};
type NewPost = typeof NEW_POST;

/** Writes a new post in the CMS, publishes it, and checks the Markdown file it becomes. */
export const createPost = async (page: Page, workspace: CmsWorkspace): Promise<NewPost> => {
  const post = NEW_POST;
  await page.goto(`${workspace.cms.adminUrl}#/collections/blog/new`);
  await page.getByLabel("Title", { exact: true }).fill(post.title);
  await page.getByLabel("Description", { exact: true }).fill(post.description);
  await page.getByLabel("Published", { exact: true }).fill(post.published);
  await page.getByLabel("Modified", { exact: true }).fill(post.modified);
  await page.getByLabel("Author", { exact: true }).fill(post.author);
  await page.getByLabel("Category", { exact: true }).click();
  await page.getByRole("option", { name: post.section, exact: true }).click();
  await page.getByLabel("Tags", { exact: true }).fill(post.tags.join(", "));
  await page.locator('[data-slate-editor="true"]').click();
  await page.keyboard.type(post.body);
  // The preview draws the post's page from the draft: its title, its category and its body as the build renders them.
  const preview = page.frameLocator("#preview-pane");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(post.title);
  await expect(preview.getByRole("article").getByRole("link", { name: post.section, exact: true })).toBeVisible();
  await expect(preview.getByRole("article").getByText(post.body)).toBeVisible();
  await saveReviewAndPublish(page);

  const file = join(workspace.blogDirectory, `${post.slug}.md`);
  await expect.poll(() => existsSync(file), { message: `${post.slug}.md is written` }).toBe(true);
  const saved = readPost(file);
  expect(saved.data).toEqual({
    title: post.title,
    description: post.description,
    published: post.published,
    modified: post.modified,
    author: post.author,
    section: post.section,
    tags: post.tags,
  });
  // The build's own schema accepts it, and the dates are plain YYYY-MM-DD, the tags a list.
  expect(blogFrontMatterSchema.safeParse(saved.data).success).toBe(true);
  expect(saved.source).toMatch(/^published: 2026-11-24$/m);
  expect(saved.source).toMatch(/^tags:\n {2}- roadmap\n {2}- focus$/m);
  expect(saved.content.trim()).toBe(post.body);
  return post;
};

export type RetitledPost = { slug: string; oldTitle: string; newTitle: string };

/** Gives another post a new title in the CMS and checks that only the title changed in its file. */
export const retitlePost = async (page: Page, workspace: CmsWorkspace): Promise<RetitledPost> => {
  const slug = "writing-prds-engineers-actually-read";
  const editedFile = join(workspace.blogDirectory, `${slug}.md`);
  const before = readPost(editedFile);
  const newTitle = "Writing PRDs that engineers actually read";

  await page.goto(`${workspace.cms.adminUrl}#/collections/blog/entries/${slug}`);
  // Right after a publish, an entry opened by its address alone comes up empty in Decap 3.16: load it afresh.
  await page.reload();
  const title = page.getByLabel("Title", { exact: true });
  await expect(title).toHaveValue(String(before.data.title));
  await title.fill(newTitle);
  await saveReviewAndPublish(page);

  await expect.poll(() => readPost(editedFile).data.title, { message: "the title in the file" }).toBe(newTitle);
  const after = readPost(editedFile);
  // Only the title changed: every other field, and the body, as they were.
  expect(after.data).toEqual({ ...before.data, title: newTitle });
  expect(after.content.trim()).toBe(before.content.trim());
  return { slug, oldTitle: String(before.data.title), newTitle };
};

/** The built site has the new post (its page, the list, the sitemap, the feed) and the retitled one. */
export const expectPostPublished = async (base: string, post: NewPost, retitled: RetitledPost) => {
  const text = async (path: string) => (await fetch(`${base}${path}`)).text();
  const page = await fetch(`${base}/blog/${post.slug}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain(`${post.title}</h1>`);
  expect(html).toContain(post.body);
  const sitemap = await text("/sitemap.xml");
  expect(sitemap).toMatch(new RegExp(`<loc>[^<]+/blog/${post.slug}</loc><lastmod>${post.modified}</lastmod>`));
  const feed = await text("/rss.xml");
  expect(feed).toContain(`<title>${post.title}</title>`);
  expect(feed).toContain(`<category>${post.section}</category>`);
  for (const tag of post.tags) expect(feed).toContain(`<category>${tag}</category>`);
  expect(await text("/blog")).toContain(`href="/blog/${post.slug}"`);

  const retitledHtml = await text(`/blog/${retitled.slug}`);
  expect(retitledHtml).toContain(`${retitled.newTitle}</h1>`);
  expect(retitledHtml).not.toContain(`${retitled.oldTitle}</h1>`);
  expect(feed).toContain(`<title>${retitled.newTitle}</title>`);
};
