import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";
import { blogFrontMatterSchema } from "#content/blog-front-matter.ts";
import { readFrontMatter } from "#core/markdown.server.ts";
import { saveReviewAndPublish, signIn, test } from "#tests/support/cms-e2e.ts";

// Each test edits through the CMS (save, review, ready, publish), then builds the copy's pages and starts the
// server: minutes, not seconds.
test.describe.configure({ timeout: 180_000 });

const readPost = (file: string) => {
  const source = readFileSync(file, "utf8");
  return { source, ...readFrontMatter(source) };
};

// One editorial session, one build: a new post and another post's edited title are both published by the next build.
test("a post created in the CMS is a Markdown file the next build publishes, in the sitemap and the feed, and a title edited in the CMS changes in its file and on its page", async ({
  page,
  workspace,
}) => {
  const post = {
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
  await signIn(page, workspace.cms.adminUrl);
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

  // Then another post's title, edited in the same session.
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

  const server = await workspace.rebuildAndServe();
  const page200 = await fetch(`${server.base}/blog/${post.slug}`);
  expect(page200.status).toBe(200);
  const html = await page200.text();
  expect(html).toContain("Roadmaps: what to cut, and why</h1>");
  expect(html).toContain(post.body);
  const sitemap = await (await fetch(`${server.base}/sitemap.xml`)).text();
  expect(sitemap).toMatch(new RegExp(`<loc>[^<]+/blog/${post.slug}</loc><lastmod>${post.modified}</lastmod>`));
  const feed = await (await fetch(`${server.base}/rss.xml`)).text();
  expect(feed).toContain(`<title>${post.title}</title>`);
  expect(feed).toContain(`<category>${post.section}</category>`);
  for (const tag of post.tags) expect(feed).toContain(`<category>${tag}</category>`);
  const blog = await (await fetch(`${server.base}/blog`)).text();
  expect(blog).toContain(`href="/blog/${post.slug}"`);

  const editedHtml = await (await fetch(`${server.base}/blog/${slug}`)).text();
  expect(editedHtml).toContain(`${newTitle}</h1>`);
  expect(editedHtml).not.toContain(`${String(before.data.title)}</h1>`);
  expect(feed).toContain(`<title>${newTitle}</title>`);
});
