import { cn } from "#app/lib/cn.ts";
import type { BlogPostCard } from "#content/blog-post.ts";
import { PostCard } from "./post-card.tsx";

/**
 * The columns of a list of post cards: one on a phone, up to two on a tablet and three on a wide screen, never more
 * than there are posts, so one or two posts fill their row instead of leaving empty columns beside them.
 */
export const postColumns = (count: number) =>
  count === 1 ? "max-w-xl" : count === 2 ? "md:grid-cols-2" : "md:grid-cols-2 lg:grid-cols-3";

/**
 * Posts as cards, as many columns as the screen and the number of posts allow. With `featured`, the first post (a
 * list's newest) takes a row of its own, larger, and the columns are counted from the others.
 */
export function PostGrid({
  posts,
  headingLevel,
  featured = false,
}: {
  posts: readonly BlogPostCard[];
  headingLevel?: "h2" | "h3";
  featured?: boolean;
}) {
  const columns = featured ? postColumns(Math.max(posts.length - 1, 2)) : postColumns(posts.length);
  return (
    <ol className={cn("grid gap-6 lg:gap-8", columns)}>
      {posts.map((post, index) => (
        <li key={post.slug} className={featured && index === 0 ? "col-span-full" : undefined}>
          <PostCard post={post} headingLevel={headingLevel} featured={featured && index === 0} />
        </li>
      ))}
    </ol>
  );
}
