/** How a post's category and tags become pages: their slugs, and which posts each one lists. */
import { type BlogCategory, blogCategories } from "#content/blog-categories.ts";

/** "Acceptance criteria" → "acceptance-criteria", "RICE" → "rice": the tag's address. */
export const tagSlug = (tag: string): string =>
  tag
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

type Categorised = { section: string; tags: readonly string[] };

export type CategoryWithPosts<Post> = BlogCategory & { posts: Post[] };
export type TagWithPosts<Post> = { slug: string; name: string; posts: Post[] };

/** The categories that have posts, in the order of content/blog-categories.ts, each with its posts in the given order. */
export const categoriesWithPosts = <Post extends Categorised>(posts: readonly Post[]): CategoryWithPosts<Post>[] =>
  blogCategories
    .map((category) => ({ ...category, posts: posts.filter((post) => post.section === category.name) }))
    .filter((category) => category.posts.length > 0);

/** Every tag used by a post, alphabetically, each with its posts in the given order. */
export const tagsWithPosts = <Post extends Categorised>(posts: readonly Post[]): TagWithPosts<Post>[] => {
  const tags = new Map<string, TagWithPosts<Post>>();
  for (const post of posts) {
    for (const name of post.tags) {
      const slug = tagSlug(name);
      const tag = tags.get(slug) ?? { slug, name, posts: [] };
      tag.posts.push(post);
      tags.set(slug, tag);
    }
  }
  return [...tags.values()].sort((a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }));
};
