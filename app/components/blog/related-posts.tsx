import { Section } from "#app/components/ui/section.tsx";
import { cardGrid } from "#app/lib/card-grid.ts";
import { cn } from "#app/lib/cn.ts";
import { blogCopy } from "#content/blog-copy.ts";
import type { BlogPostCard } from "#content/blog-post.ts";
import { PostCard } from "./post-card.tsx";

/** Further reading under a post; nothing when no other post shares its category or a tag. */
export function RelatedPosts({ posts }: { posts: readonly BlogPostCard[] }) {
  if (posts.length === 0) return null;
  // One post alone is drawn as the featured card, its cover beside its words, rather than a card beside an empty half.
  const { grid, item } = posts.length === 1 ? { grid: "", item: () => "" } : cardGrid(posts.length);
  return (
    <Section variant="tint" aria-labelledby="related-title" className="border-t border-ink-100">
      <div className="max-w-2xl">
        <h2 id="related-title" className="text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">
          {blogCopy.post.relatedTitle}
        </h2>
        <p className="mt-3 text-lg leading-8 text-ink-600">{blogCopy.post.relatedLead}</p>
      </div>
      <ul className={cn("mt-10 grid gap-6 lg:gap-8", grid)}>
        {posts.map((post, index) => (
          <li key={post.slug} className={item(index)}>
            <PostCard post={post} headingLevel="h3" showTags={false} wide={posts.length === 1} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
