import { Link } from "react-router";
import { Card, CardLink } from "#app/components/ui/card.tsx";
import { cn } from "#app/lib/cn.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { blogCopy } from "#content/blog-copy.ts";
import type { BlogPostCard } from "#content/blog-post.ts";
import { familyPath } from "#core/page-paths.ts";
import { PostCover } from "./post-cover.tsx";
import { TagList } from "./tag-list.tsx";

type PostCardProps = {
  post: BlogPostCard;
  headingLevel?: "h2" | "h3";
  showTags?: boolean;
  /** The list's newest post, first and wide, with a label saying it is new. */
  featured?: boolean;
  /** Larger, its cover beside its words from md up: a featured post, or a post alone in its row. */
  wide?: boolean;
  /**
   * Leading a list over two thirds of a wide screen: from lg up its words come first and its cover fills the card under
   * them, so that the newest post's title is in the first screen.
   */
  lead?: boolean;
};

/** A post in a list: the whole card opens the post; its category and tags stay links of their own. */
export function PostCard({
  post,
  headingLevel: Heading = "h2",
  featured = false,
  showTags = featured,
  wide = featured,
  lead = false,
}: PostCardProps) {
  return (
    <Card
      interactive
      className={cn(
        "group relative flex h-full flex-col",
        wide && "gap-6 md:grid md:grid-cols-2 md:gap-10 md:p-4 md:pr-10",
        lead && "lg:flex lg:gap-4 lg:pr-4",
      )}
    >
      {/* Only a wide card has a cover: in a grid, covers drawn from three categories' drawings read as one picture. */}
      {wide && (
        <PostCover
          categorySlug={post.categorySlug}
          // Under the words on a wide screen, inset as far as they are from the card's edges.
          className={cn("min-h-44 md:min-h-64", lead && "lg:order-last lg:m-4 lg:min-h-80 lg:flex-1")}
        />
      )}
      <div className={cn("flex flex-1 flex-col", wide && "md:py-6", lead && "lg:flex-none lg:px-4 lg:pt-4 lg:pb-1")}>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold">
          {featured && <span className="text-ink-500">{blogCopy.post.newest}</span>}
          <Link
            to={familyPath("blogCategory", post.categorySlug)}
            prefetch="intent"
            className="relative z-10 inline-flex min-h-6 items-center text-brand-700 hover:underline"
          >
            {post.section}
          </Link>
        </p>
        <Heading
          className={cn("mt-3 font-semibold tracking-tight text-balance text-ink-900", wide ? "text-2xl sm:text-3xl" : "text-xl")}
        >
          <CardLink to={familyPath("blogPost", post.slug)} prefetch="intent" className="group-hover:text-brand-800">
            {post.title}
          </CardLink>
        </Heading>
        <p className={cn("mt-3 flex-1 leading-7 text-pretty text-ink-600", wide && "md:text-lg md:leading-8")}>{post.excerpt}</p>
        {showTags && <TagList tags={post.tags} className="relative z-10 mt-5" />}
        <p className="mt-5 border-t border-ink-100 pt-5 text-sm text-ink-600">
          {/* Each part of the line stays whole, its separator held to it by a no-break space: the line wraps after a
              separator, never before one, and never inside "6 min read". */}
          <span className="whitespace-nowrap">{post.author}</span>
          {"\u00a0· "}
          <time dateTime={post.published} className="whitespace-nowrap">
            {formatDate(post.published)}
          </time>
          {"\u00a0· "}
          <span className="whitespace-nowrap">{blogCopy.post.readingTime(post.readingMinutes)}</span>
        </p>
      </div>
    </Card>
  );
}
