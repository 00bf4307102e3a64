import { cardGrid, sixColumnSpan } from "#app/lib/card-grid.ts";
import { cn } from "#app/lib/cn.ts";
import type { BlogPostCard } from "#content/blog-post.ts";
import { PostCard } from "./post-card.tsx";

/** How many posts stand beside the newest one from lg up, one above the other, level with it. */
const BESIDE_THE_NEWEST = 2;

/**
 * Posts as cards, in columns chosen for how many there are (every row full, see cardGrid). With `featured`, the first
 * post (a list's newest) leads, larger: from lg up over two rows and two thirds of the width, the next two beside it,
 * the rest in full rows below; on a tablet across the row above the others.
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
  if (featured && posts.length > BESIDE_THE_NEWEST) {
    const below = sixColumnSpan(posts.length - 1 - BESIDE_THE_NEWEST);
    const place = (index: number) =>
      index === 0
        ? "md:col-span-2 lg:col-span-4 lg:row-span-2"
        : index <= BESIDE_THE_NEWEST
          ? "lg:col-span-2"
          : below(index - 1 - BESIDE_THE_NEWEST);
    return (
      <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-6 lg:gap-8">
        {posts.map((post, index) => (
          <li key={post.slug} className={place(index)}>
            <PostCard post={post} headingLevel={headingLevel} featured={index === 0} lead={index === 0} />
          </li>
        ))}
      </ol>
    );
  }
  // A count no grid fills evenly (5, 7) puts its first post in a row of its own, rather than leave a card alone.
  const fillsRows = (count: number) => count % 2 === 0 || count % 3 === 0;
  const first = !fillsRows(posts.length) && posts.length >= 3 ? 1 : 0;
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
