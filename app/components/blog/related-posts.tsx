import { Section } from "#app/components/ui/section.tsx";
import { cardGrid } from "#app/lib/card-grid.ts";
import { cn } from "#app/lib/cn.ts";
import { blogCopy } from "#content/blog-copy.ts";
import type { BlogPostCard } from "#content/blog-post.ts";
import { PostCard } from "./post-card.tsx";

/**
 * Further reading under a post, in the article's column and in columns chosen for how many posts there are; nothing
 * when no other post shares its category or a tag.
 */
export function RelatedPosts({ posts }: { posts: readonly BlogPostCard[] }) {
  if (posts.length === 0) return null;
  const { grid, item } = cardGrid(posts.length);
  return (
    <Section variant="tint" width="narrow" aria-labelledby="related-title" className="border-t border-ink-100">
      <h2 id="related-title" className="text-2xl font-semibold tracking-tight text-ink-900 sm:text-3xl">
        {blogCopy.post.relatedTitle}
      </h2>
      <p className="mt-3 text-lg leading-8 text-ink-600">{blogCopy.post.relatedLead}</p>
      <ul className={cn("mt-10 grid gap-6", grid)}>
        {posts.map((post, index) => (
          <li key={post.slug} className={item(index)}>
            <PostCard post={post} headingLevel="h3" showTags={false} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
