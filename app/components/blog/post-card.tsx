import { Link } from "react-router";
import { Card, CardLink } from "#app/components/ui/card.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import { blogCopy } from "#content/blog-copy.ts";
import type { BlogPostCard } from "#core/blog-post.ts";
import { familyPath } from "#core/page-paths.ts";
import { TagList } from "./tag-list.tsx";

type PostCardProps = { post: BlogPostCard; headingLevel?: "h2" | "h3"; showTags?: boolean };

/** A post in a list: the whole card opens the post; its category and tags stay links of their own. */
export function PostCard({ post, headingLevel: Heading = "h2", showTags = true }: PostCardProps) {
  return (
    <Card interactive className="group relative flex h-full flex-col">
      <Link
        to={familyPath("blogCategory", post.categorySlug)}
        prefetch="intent"
        className="relative z-10 inline-flex min-h-6 items-center self-start text-sm font-semibold text-brand-700 hover:underline"
      >
        {post.section}
      </Link>
      <Heading className="mt-3 text-xl font-semibold tracking-tight text-balance text-ink-900">
        <CardLink to={familyPath("blogPost", post.slug)} prefetch="intent" className="group-hover:text-brand-800">
          {post.title}
        </CardLink>
      </Heading>
      <p className="mt-3 flex-1 leading-7 text-pretty text-ink-600">{post.excerpt}</p>
      {showTags && <TagList tags={post.tags} className="relative z-10 mt-5" />}
      <p className="mt-5 border-t border-ink-100 pt-5 text-sm text-ink-600">
        {/* Each part of the line stays whole: it wraps between them, never inside "6 min read". */}
        <span className="whitespace-nowrap">{post.author}</span> ·{" "}
        <time dateTime={post.published} className="whitespace-nowrap">
          {formatDate(post.published)}
        </time>{" "}
        · <span className="whitespace-nowrap">{blogCopy.post.readingTime(post.readingMinutes)}</span>
      </p>
    </Card>
  );
}
