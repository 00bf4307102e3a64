import { cn } from "#app/lib/cn.ts";
import type { BlogPostCard } from "#content/blog-post.ts";
import { PostCard } from "./post-card.tsx";

/**
 * The columns of a list of post cards: one on a phone, up to two on a tablet and three on a wide screen, never more
 * than there are posts, so one or two posts fill their row instead of leaving empty columns beside them.
 */
export const postColumns = (count: number) =>
  count === 1 ? "max-w-xl" : count === 2 ? "md:grid-cols-2" : "md:grid-cols-2 lg:grid-cols-3";

/** Posts as cards, as many columns as the screen and the number of posts allow. */
export function PostGrid({ posts, headingLevel }: { posts: readonly BlogPostCard[]; headingLevel?: "h2" | "h3" }) {
  return (
    <ol className={cn("grid gap-6 lg:gap-8", postColumns(posts.length))}>
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ol>
  );
}
