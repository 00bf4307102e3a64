import { cardGrid } from "#app/lib/card-grid.ts";
import { cn } from "#app/lib/cn.ts";
import type { BlogPostCard } from "#content/blog-post.ts";
import { PostCard } from "./post-card.tsx";

/**
 * Posts as cards, in columns chosen for how many there are (every row full, see cardGrid). With `featured`, the first
 * post (a list's newest) takes a row of its own, larger, whenever two or more follow it.
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
  const fillsRows = (count: number) => count % 2 === 0 || count % 3 === 0;
  // A count no grid fills evenly (5, 7) puts its first post in a row of its own too, rather than leave a card alone.
  const first = (featured || !fillsRows(posts.length)) && posts.length >= 3 ? 1 : 0;
  const { grid, item } = cardGrid(Math.max(posts.length - first, 1));
  return (
    <ol className={cn("grid gap-6 lg:gap-8", grid)}>
      {posts.map((post, index) => (
        <li key={post.slug} className={index < first ? "col-span-full" : item(index - first)}>
          <PostCard post={post} headingLevel={headingLevel} featured={index < first} />
        </li>
      ))}
    </ol>
  );
}
