import type { BlogPostCard } from "#core/blog-post.ts";
import { PostCard } from "./post-card.tsx";

/** Posts as cards: one column on a phone, two on a tablet, three on a wide screen. */
export function PostGrid({ posts, headingLevel }: { posts: readonly BlogPostCard[]; headingLevel?: "h2" | "h3" }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ol>
  );
}
