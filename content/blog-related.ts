/** The posts shown under a post as further reading. */
import { familyPath } from "#core/page-paths.ts";
import { tagSlug } from "./blog-taxonomy.ts";

export const RELATED_POSTS_MAX = 3;

type Relatable = { slug: string; section: string; tags: readonly string[] };

/**
 * Up to three other posts that share the post's category or a tag, the closest first: each shared tag counts one,
 * the same category one more; ties keep the order of `posts` (newest first). A post is never its own relative, nor one
 * its text already links to (`html`), and an unrelated post is never shown to fill the row.
 */
export const relatedPosts = <Post extends Relatable>(
  post: Relatable & { html?: string },
  posts: readonly Post[],
  max = RELATED_POSTS_MAX,
): Post[] => {
  const ownTags = new Set(post.tags.map(tagSlug));
  const linked = (slug: string) => post.html?.includes(`href="${familyPath("blogPost", slug)}"`) ?? false;
  return posts
    .filter((candidate) => candidate.slug !== post.slug && !linked(candidate.slug))
    .map((candidate, order) => {
      const sharedTags = new Set(candidate.tags.map(tagSlug).filter((slug) => ownTags.has(slug))).size;
      return { candidate, order, score: sharedTags + (candidate.section === post.section ? 1 : 0) };
    })
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, max)
    .map(({ candidate }) => candidate);
};
